import { PAGE_SIZE } from './constants.js';

/**
 * The query parameters of a screen's page (pages count from 1, PAGE_SIZE rows each). Apart from the page schemas
 * (schemas/paging.ts, with zod) because the app shell's paths use it and must not carry them.
 */
export const pageParams = (page: number) => ({ offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
