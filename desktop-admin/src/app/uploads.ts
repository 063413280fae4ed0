/** The address of an uploaded picture (SPEC §3: a file name under /uploads/images/). */
export function uploadedImageUrl(image: string): string {
  return `/uploads/images/${encodeURIComponent(image)}`;
}
