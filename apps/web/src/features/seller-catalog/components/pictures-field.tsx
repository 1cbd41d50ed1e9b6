import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { serverErrorText } from '@/lib/api-error-text';
import { useUploadImage } from '../api/seller-catalog-api';
import { PictureTile } from './picture-tile';
import { makeCover, movePicture } from './picture-order';
import { UploadProgressBar } from './upload-progress-bar';

/** A local preview of the picture going up, so it shows in its place at once; none where the browser cannot make one. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setUrl(null);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/**
 * A product's or shop's pictures: upload (JPEG, PNG, WebP; up to 10 MB once the browser has made a camera
 * photo smaller, decision 088) with its progress, each re-encoded by the server; arrange by dragging or with the
 * move buttons (keyboard, phone), choose the cover, remove (issue 38 item 5). The first picture is the cover, which
 * cards and link previews show.
 */
export function PicturesField({
  shopSlug,
  images,
  max,
  onChange,
  legend = 'Pictures',
}: {
  shopSlug: string;
  images: string[];
  max: number;
  onChange: (images: string[]) => void;
  legend?: string;
}) {
  const inputId = useId();
  const { mutation: upload, stage } = useUploadImage(shopSlug);
  const [sending, setSending] = useState<File | null>(null);
  const preview = usePreview(sending);
  const [dragged, setDragged] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setSending(file);
    upload.mutate(file, { onSuccess: (image) => onChange([...images, image.url]), onSettled: () => setSending(null) });
  };
  const move = (from: number, to: number) => {
    onChange(movePicture(images, from, to));
    setSaid(to === 0 ? `Picture ${from + 1} is now the cover` : `Picture ${from + 1} moved to place ${to + 1}`);
  };
  const problem = upload.isError ? serverErrorText(upload.error, 'The picture was not uploaded. Please try again.') : null;
  return (
    <fieldset className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <legend className="px-1 font-semibold text-slate-900">{legend}</legend>
      {images.length > 1 && (
        <p className="text-sm text-slate-700">
          The first picture is the cover shops and links show. Drag a picture, or use its arrows, to move it.
        </p>
      )}
      {(images.length > 0 || upload.isPending) && (
        <ol className="flex flex-wrap gap-3" aria-label={legend}>
          {images.map((src, index) => (
            <PictureTile
              key={src}
              src={src}
              index={index}
              count={images.length}
              dragging={dragged === index}
              onDragStart={() => setDragged(index)}
              onDragEnd={() => setDragged(null)}
              onDrop={() => {
                if (dragged !== null) move(dragged, index);
                setDragged(null);
              }}
              onMove={(to) => move(index, to)}
              onCover={() => {
                onChange(makeCover(images, index));
                setSaid(`Picture ${index + 1} is now the cover`);
              }}
              onRemove={() => onChange(images.filter((_, i) => i !== index))}
            />
          ))}
          {upload.isPending && (
            <li
              className="relative flex h-32 w-32 flex-col justify-end overflow-hidden rounded-lg bg-slate-100"
              data-testid="picture-uploading"
            >
              {preview && <img src={preview} alt="" className="absolute inset-0 h-full w-full object-cover opacity-60" />}
              <div className="relative bg-white/85 p-1.5">{stage && <UploadProgressBar stage={stage} />}</div>
            </li>
          )}
        </ol>
      )}
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
      {images.length < max && (
        <div>
          <label
            htmlFor={inputId}
            className="inline-flex cursor-pointer items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-300 hover:bg-brand-50"
          >
            <ImagePlus className="h-4 w-4" aria-hidden="true" />
            {upload.isPending ? 'Uploading...' : 'Add a picture'}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
            onChange={onFile}
            disabled={upload.isPending}
            className="sr-only"
          />
          <p className="mt-1 text-xs text-slate-700">JPEG, PNG or WebP, up to 10 MB.</p>
        </div>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
