/**
 * The atlas's page script (built into `dist/page/atlas-page.js`, an IIFE): registers the atlas's extension
 * of the review page through the page's global hook (`REVIEW_PAGE_EXTENSIONS`, `@loyalty-flows/review`).
 * `atlasPlugin` has the review server inline it into the page; the static site inlines it into each flow
 * page.
 */
import { REVIEW_PAGE_EXTENSIONS, type ReviewPageExtension } from '@loyalty-flows/review';
import { atlasPageExtension } from './atlas-extension';

const scope = globalThis as Record<string, unknown>;
scope[REVIEW_PAGE_EXTENSIONS] ??= [];
(scope[REVIEW_PAGE_EXTENSIONS] as { push(extension: ReviewPageExtension): number }).push(
  atlasPageExtension(document),
);
