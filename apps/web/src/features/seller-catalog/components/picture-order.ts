/**
 * The order of a product's or shop's pictures (issue 38 item 5): the first is the cover, which cards and
 * link previews show. Pure, so the buttons and drag and drop move pictures the same way.
 */
export function movePicture(images: readonly string[], from: number, to: number): string[] {
  if (from < 0 || from >= images.length || to < 0 || to >= images.length || from === to) return [...images];
  const next = [...images];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as string);
  return next;
}

/** Makes the picture at `index` the cover (first), keeping the others in their order. */
export const makeCover = (images: readonly string[], index: number): string[] => movePicture(images, index, 0);
