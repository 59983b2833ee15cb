/** The URL an image-store path (e.g. `covers/book-00001-600.webp`) is served from. */
export const imageUrl = (path: string): string => `/api/v1/images/${path}`;
