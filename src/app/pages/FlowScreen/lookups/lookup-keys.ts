/** Cached reference lists (react-query key heads, like the api's data tags). Never refreshed by saves. */
export const lookupTags = {
  incomeType: 'IncomeType',
} as const;
