/**
 * The licence pages' links, beside lib/paths.ts rather than in it: that module is part of the app shell every page
 * loads (the sign-in page's JS budget), and only the signed-in navigation and the licence screens link here.
 */
export const licencePaths = {
  adminLicences: '/AdminLicences',
} as const;
