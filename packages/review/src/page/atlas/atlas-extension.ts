import type { ApprovalsView } from '../../approvals/approvals';
import { message } from '../messages';
import type { ReviewPageExtension } from '../page-extension';
import { type AtlasTabOptions, createAtlasTab } from './atlas-tab';

/** The Atlas tab's sources, and the approvals the page holds now. */
export interface AtlasExtensionOptions extends Omit<AtlasTabOptions, 'showActor'> {
  /** The approvals now (none: no server, or no atlas on it). */
  approvals(): ApprovalsView | undefined;
}

/**
 * The Atlas tab as an extension of the page (`../page-extension.ts`): the page mounts it through the same
 * API as any other tool's tab, so the tab can leave the page for the atlas package.
 */
export function atlasPageExtension({ approvals, ...options }: AtlasExtensionOptions): ReviewPageExtension {
  return {
    tabs(host) {
      const tab = createAtlasTab({ ...options, showActor: host.showActor });
      return [
        {
          id: 'atlas',
          label: (language) => message(language, 'atlasTab'),
          element: tab.element,
          open: tab.open,
          update: ({ language, liveActors, descriptions }) =>
            tab.update(language, liveActors, descriptions, approvals()),
        },
      ];
    },
  };
}
