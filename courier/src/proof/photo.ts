/**
 * A photo from the phone's camera made small before it is kept or sent: phone photos are 3 to
 * 12 MB, and a courier's data plan and the queue's storage need a few hundred KB. The server
 * re-encodes every upload anyway; this only spares the network.
 */
export const PHOTO_MAX_SIDE = 1600;

export async function downscalePhoto(file: Blob, maxSide = PHOTO_MAX_SIDE): Promise<Blob> {
  // The photo's EXIF orientation applied, so that the picture stands as it was taken.
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
      'image/jpeg',
      0.8,
    ),
  );
}
