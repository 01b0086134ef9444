// Page sizes of the paged catalogue calls: the schemas' defaults and limits, and what a client asks for.

/** The largest page a paged call answers. */
export const maxPageSize = 100;

/** The home page shows a system's series 7 a page. */
export const systemPageSize = 7;

/** The sort list's default page. */
export const productPageSize = 10;
