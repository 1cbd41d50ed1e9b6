import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { imageSourcesOf, UPLOADED_IMAGE_URL } from '@campus/contract';
import { isDrawnPicture } from '../../modules/images/image-variants';
import { renderArt } from './art';
import { drawnPictureAddress, drawnPictureId } from './drawn-pictures';

describe('a drawing stored as a picture (decision 122)', () => {
  const jollof = renderArt('food', 'jollof-rice--mama-put');

  it('is named by its content: the same drawing is the same picture, another drawing another one', () => {
    expect(drawnPictureId(jollof)).toBe(drawnPictureId(renderArt('food', 'jollof-rice--mama-put')));
    expect(drawnPictureId(jollof)).not.toBe(drawnPictureId(renderArt('food', 'beef-suya--mama-put')));
  });

  it("has an upload's address and srcset (320 and 640), and is told apart from an upload by its id's version", () => {
    const address = drawnPictureAddress(jollof);
    expect(address).toMatch(UPLOADED_IMAGE_URL);
    expect(address).toMatch(/\/640\.jpg$/);
    expect(imageSourcesOf(address)?.webp).toMatch(/\/320\.webp 320w, .+\/640\.webp 640w$/);
    expect(isDrawnPicture(address)).toBe(true);
    expect(isDrawnPicture(`/media/images/${randomUUID()}/1280.jpg`)).toBe(false);
  });
});
