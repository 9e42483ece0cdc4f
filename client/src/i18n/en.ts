/**
 * The English interface texts of the public site: the one place they live. SPEC's quoted texts
 * are kept exactly. fil.ts has the same keys (checked by the compiler and by catalogue.spec.ts).
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** SPEC's copyright year, 2025, through this year (a fixed "© 2025" reads as an abandoned site). */
export function copyrightYears(year: number): string {
  return year > 2025 ? `2025–${year}` : '2025';
}

export const en = {
  // Layout, header, footer
  skipToContent: 'Skip to content',
  home: 'Home',
  logoHome: (site: string) => `${site} home`,
  mainNav: 'Main',
  mobileNav: 'Mobile',
  explore: 'Explore',
  about: 'About',
  contact: 'Contact',
  menu: 'Menu',
  openSearch: 'Open search',
  searchGuides: 'Search guides',
  search: 'Search',
  searchPlaceholder: "Type your 'how' or 'paano' here...",
  loading: 'Loading...',
  categoriesFailed: 'Failed to load categories',
  noCategories: 'No categories available.',
  footerTagline: 'Learn how. Alamin paano. Clear guides in English and Filipino, for everyone.',
  quickLinks: 'Quick Links',
  privacyPolicy: 'Privacy Policy',
  termsOfService: 'Terms of Service',
  topCategories: 'Top Categories',
  footerCategoriesError: 'Error loading categories',
  noRankedCategories: 'No ranked categories available',
  copyright: (site: string, year: number) => `© ${copyrightYears(year)} ${site}. All rights reserved.`,
  language: 'Language',
  /** The date as readers of this language write it (fixed time zone, so server and browser agree). */
  date: (d: Date) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`,

  // Errors and empty states
  unexpectedApplicationError: 'Unexpected Application Error!',
  backToHome: 'Back to Home',
  contentNotFound: 'Content not found',
  errorWith: (message: string) => `Error: ${message}`,
  errorTitle: 'Error',
  loadContentFailed: 'Failed to load content',
  unexpectedError: 'An unexpected error occurred',
  switchLanguageFailed: 'Failed to switch language',
  notTranslatedYet: 'Not translated yet',
  liteOn: 'Lite',
  liteOnHint: 'A lighter page that uses less data',
  liteOff: 'Full page',
  switchLanguageUnexpected: 'An unexpected error occurred while switching language',
  loadTutorialsFailed: 'Failed to load tutorials',
  unknownError: 'An unknown error occurred',

  // Guide page
  breadcrumb: 'Breadcrumb',
  contents: 'Contents',
  introduction: 'Introduction',
  conclusion: 'Conclusion',
  minRead: (minutes: number) => `${minutes} min read`,
  /** Before the guide's last-updated date under its title. */
  updatedOn: 'Updated',
  sources: 'Sources',
  readingProgress: 'Reading progress',
  textSize: 'Text size',
  textSmaller: 'Smaller text',
  textNormal: 'Normal text size',
  textLarger: 'Larger text',
  textLargest: 'Largest text',
  noSections: 'No sections available',
  sectionsPreparing: 'Content is being prepared for this topic.',
  advertisement: 'Advertisement',
  affiliateDisclosure: 'This guide contains affiliate links: if you buy through them we may earn a commission, at no extra cost to you.',
  keyInsight: 'Key insight',
  sectionIllustration: 'Section illustration',
  shareGuide: 'Share this guide',
  shareNative: 'Share…',
  copyLink: 'Copy link',
  copied: 'Copied!',
  opensNewTab: '(opens in a new tab)',
  suggested: 'You may also be interested in',
  previous: 'Previous',
  next: 'Next',
  suggestionsFailed: 'Failed to fetch suggestions',
  noSuggestions: 'No suggested articles found.',
  recommended: 'Recommended for You',
  refreshRecommendations: 'Refresh recommendations',
  recommendationsFailed: 'Failed to fetch recommendations',
  noRecommendations: 'No recommendations available.',
  popularCategories: 'Popular Categories',
  backToTop: 'Back to top',
  // Readers (issue 24): the one-tap vote at the end of a guide
  helpfulQuestion: 'Did this guide help?',
  helpfulYes: 'Yes',
  helpfulNo: 'No',
  helpfulThanks: 'Thank you! Your answer helps us write better guides.',

  // Lists: search and category
  resultCount: (n: number) => (n === 1 ? '1 Result' : `${n} Results`),
  resultsFor: (query: string) => `Results for “${query}”`,
  searchTitle: (query: string) => `Search: ${query}`,
  searchDescription: (query: string) => `Guides matching "${query}" in English and Filipino.`,
  noResultsFor: (query: string) => `No results found for "${query}"`,
  noResultsAdvice: 'Try different keywords, a shorter phrase, or search in English or Filipino.',
  searchFailed: 'Search failed',
  searchTooMany: 'Too many searches from your address. Please wait a minute and search again.',
  readMore: 'Read More',
  /** Which version a search result opens. */
  resultLanguage: { how: 'How · in English', paano: 'Paano · in Filipino' },
  category: 'Category',
  categoryDescription: (name: string) => `Guides about ${name} in English and Filipino.`,
  contentComingSoon: 'Content Coming Soon',
  comingSoonText: 'We are preparing guides for this topic. Check back soon, or tell us what you would like to learn.',
  requestContent: 'Request Content',
  categoryNotFound: 'Category not found',
  categoryNotFoundText: (slug: string) => `There is no category at “${slug}”. These are the ones we have:`,

  // Dead ends (not-found pages and empty search results, issue 29): a way on from there.
  searchAgain: 'Search the guides',
  popularGuides: 'Popular guides',
  requestGuidePrompt: (query: string) => (query ? `Can't find a guide on “${query}”?` : "Can't find the guide you need?"),
  requestGuideHint: 'Tell us what you were looking for and we will consider writing it.',
  requestThisGuide: 'Request this guide',

  categoryPageTitle: (label: string, page: number) => `${label} — Page ${page}`,
  pageBeyondList: 'This page of the list does not exist.',
  backToFirstPage: 'Back to the first page',
  pagesNav: 'Pages',
  pagerPrevious: '← Previous',
  pagerNext: 'Next →',
  /** A search's next 20 results (issue 39). */
  moreResults: 'More results →',
  searchPagesNav: 'More search results',
  pageOf: (page: number, last: number) => `Page ${page} of ${last}`,

  // Home
  homeTitle: (site: string) => `${site} — Learn how, alamin paano`,
  homeDescription: (site: string) => `${site}: clear how-to guides in English and Filipino — learn how, alamin paano.`,
  homeSearchPlaceholder: "Start with 'how' or 'paano'...",
  heroTagline: 'Step-by-step guides in English and Filipino — from money and tech to health and learning.',
  popularSearches: 'Popular searches',
  topics: 'Topics',
  guideCount: (n: number) => `${n} ${n === 1 ? 'guide' : 'guides'}`,
  guidesTabs: 'Guides',
  tabFeatured: 'Featured',
  tabLatest: 'Latest',
  tabTopics: 'Topics',
  tabCategories: 'Categories',
  mustRead: 'Must Read',
  readTheGuide: 'Read the guide',
  trendingNow: 'Trending Now',
  noTrending: 'No trending guides yet.',
  noTutorialsYet: 'No tutorials available yet.',
  newBadge: 'NEW',
  noTutorialsInCategory: 'No tutorials available in this category.',
  viewAll: 'View All',

  // Offline
  offlineTitle: 'You are offline',
  offlineText: 'No connection right now. The guides you opened on this device can still be read:',
  offlineNone: 'No guides saved on this device yet. Open a guide while online and it stays readable here.',
  offlineRetry: 'Try again',

  // Static pages
  aboutTitle: (site: string) => `About ${site}`,
  aboutDescription: (site: string) => `About ${site}: an independent site of how-to guides in English and Filipino, run by one creator.`,
  privacyDescription: (site: string) => `How ${site} treats your privacy: no personal data collected.`,
  termsDescription: (site: string) => `The terms for using ${site}.`,
  contactDescription: (site: string) => `Contact ${site}: suggest a topic or ask a question.`,
  contactUs: 'Contact Us',
  effectiveDate: 'Effective date: May 2, 2025',
  email: 'E-mail',
  phone: 'Phone',
};

export type Catalogue = typeof en;
