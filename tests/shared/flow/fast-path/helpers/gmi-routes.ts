/** The declarations and demographics pages the fast path adds, in order, when the GMI flag is on. */
export const gmiRoutes = [
  '/fast-path/declarations',
  '/fast-path/declarations/property-and-money',
  '/fast-path/declarations/declared-finances',
  '/fast-path/demographics',
  '/fast-path/demographics/demographics-detail',
];
