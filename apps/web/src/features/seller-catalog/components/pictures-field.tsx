import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { serverErrorText } from '@/lib/api-error-text';
import { useUploadImage } from '../api/seller-catalog-api';
import { Thumbnail } from './thumbnail';
import { UploadProgressBar } from './upload-progress-bar';

/**
 * A product's or shop's pictures: upload (JPEG, PNG, WebP; up to 10 MB once the browser has made a camera
 * photo smaller, decision 088) with its progress, each re-encoded by the server; remove. The first picture is
 * the one cards show.
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
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.mutate(file, { onSuccess: (image) => onChange([...images, image.url]) });
  };
  const problem = upload.isError ? serverErrorText(upload.error, 'The picture was not uploaded. Please try again.') : null;
  return (
    <fieldset className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <legend className="px-1 font-semibold text-slate-900">{legend}</legend>
      {images.length > 0 && (
        <ul className="flex flex-wrap gap-3" aria-label={legend}>
          {images.map((src, index) => (
            <li key={src} className="flex flex-col items-center gap-1">
              <Thumbnail src={src} size="h-20 w-20" />
              <button
                type="button"
                onClick={() => onChange(images.filter((_, i) => i !== index))}
                className="inline-flex items-center gap-1 text-xs font-semibold text-red-700 hover:underline"
                aria-label={`Remove picture ${index + 1}`}
              >
                <Trash2 className="h-3.5 w-3.5" aria-hidden="true" /> Remove
              </button>
            </li>
          ))}
        </ul>
      )}
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
      {stage && <UploadProgressBar stage={stage} />}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
