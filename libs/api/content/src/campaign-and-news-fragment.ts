/**
 * The fields of a campaign-and-news page (SPEC §3, `campaignAndNewsPageSchema`) as one GraphQL fragment: the
 * campaigns, key campaign and news queries select it (`...CampaignAndNewsPageFields`) and append it to their
 * document. It follows the operation, so the operation's selection is the document's first.
 */
export const CAMPAIGN_AND_NEWS_PAGE_FRAGMENT = /* GraphQL */ `
  fragment CampaignAndNewsPageFields on CampaignAndNewsPage {
    id
    title
    headline
    marketingTitle
    shortDescription
    longDescription
    miniDescription
    image
    imageAlt
    keyVisual
    published
    hidden
    localizedUrlPath
    teaserUrlOverride
    category
    seo {
      title
      description
    }
    creationDate
    publishingDate
    depublishDate
    marketingDate
    ctaText
    carFilterId
    brand
    campaignSpecificData
    stickyElement
  }
`;
