/**
 * The address of an uploaded picture (docs/product.md §5.1: a file name under /uploads/images/).
 */
export function uploadedImageUrl(image: string): string {
  return `/uploads/images/${encodeURIComponent(image)}`;
}
