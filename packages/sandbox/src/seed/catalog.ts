import { placeholderImage } from './placeholder-image';

/**
 * The campaigns, events and categories the notification seed points at (N4: a campaign or event
 * notification opens its campaign, a cat notification its category). Everything follows from the
 * id, so the developer routes can describe them without knowing whose notification it was.
 */
const campaignNames = ['Double points weekend', 'Coffee festival', 'Movie Monday', 'Healthy month'] as const;
const eventNames = ['Members night', 'Running club', 'Cooking class', 'Book fair'] as const;
const categoryNames = ['Food & drink', 'Entertainment', 'Shopping', 'Travel'] as const;

/** Id ranges: campaigns 30000–39999, events 50000–59999, categories 400–403. */
const firstCampaignId = 30_000;
const firstEventId = 50_000;
const firstCategoryId = 400;
const rangeSize = 10_000;

/** A campaign (or event) as the detail route and the notification `Object` describe it. */
interface CatalogCampaign {
  ID: number;
  Name: string;
  Detail: string;
  AgencyName: string;
  FullImageUrl: string;
  CategoryId: number;
}

/** A category as the detail route and the notification `Object` describe it. */
interface CatalogCategory {
  ID: number;
  Name: string;
}

function within(id: number, first: number, size: number): boolean {
  return Number.isInteger(id) && id >= first && id < first + size;
}

function category(offset: number): CatalogCategory {
  const index = offset % categoryNames.length;
  return { ID: firstCategoryId + index, Name: categoryNames[index] ?? categoryNames[0] };
}

function campaign(id: number, isEvent: boolean): CatalogCampaign {
  const names = isEvent ? eventNames : campaignNames;
  const name = names[id % names.length] ?? names[0];
  return {
    ID: id,
    Name: name,
    Detail: `${name}: show your member card at the counter. ใช้สิทธิ์ได้ที่ร้านที่ร่วมรายการ`,
    AgencyName: isEvent ? 'Sky Lounge' : 'Blue Cup Coffee',
    FullImageUrl: placeholderImage(name.charAt(0), (id * 29) % 360),
    CategoryId: category(id).ID,
  };
}

/** The `index`-th seeded campaign, event and category (what the notification seed points at). */
export const seeded = {
  campaign: (index: number) => campaign(firstCampaignId + index, false),
  event: (index: number) => campaign(firstEventId + index, true),
  category: (index: number) => category(index),
};

/** The category `id`, or `undefined` when the seed has none. */
export function categoryById(id: number): CatalogCategory | undefined {
  return within(id, firstCategoryId, categoryNames.length) ? category(id - firstCategoryId) : undefined;
}

/** The campaign or event `id`, or `undefined` when the seed has none. */
export function campaignById(id: number): CatalogCampaign | undefined {
  if (within(id, firstCampaignId, rangeSize)) return campaign(id, false);
  return within(id, firstEventId, rangeSize) ? campaign(id, true) : undefined;
}
