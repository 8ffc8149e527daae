/** A campaign or category a notification opens, as the sandbox describes it. */
export interface CatalogEntry {
  name: string;
  detail?: string;
  agency?: string;
  /** A picture of the campaign (the sandbox sends a small `data:` image). */
  imageUrl?: string;
}

const paths = { campaign: 'campaigns', category: 'categories' } as const;

/**
 * The campaign or category `id`, or `undefined` when it cannot be loaded. The service contract has
 * no campaign or category route, so the apps read the sandbox's (`/__sandbox/campaigns/:id`,
 * `/__sandbox/categories/:id`), forwarded by the dev and preview servers like `/api`; an app against
 * the real service would call the platform's campaign API here.
 */
export async function loadCatalogEntry(
  kind: keyof typeof paths,
  id: string,
  signal: AbortSignal,
): Promise<CatalogEntry | undefined> {
  try {
    const response = await fetch(`/__sandbox/${paths[kind]}/${encodeURIComponent(id)}`, { signal });
    if (!response.ok) return undefined;
    const body = (await response.json()) as Record<string, unknown>;
    if (typeof body.Name !== 'string') return undefined;
    const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : undefined);
    const image = text('FullImageUrl');
    return {
      name: body.Name,
      detail: text('Detail'),
      agency: text('AgencyName'),
      // Only a picture drawn inline: nothing is fetched from outside the machine.
      imageUrl: image?.startsWith('data:image/') ? image : undefined,
    };
  } catch {
    return undefined;
  }
}
