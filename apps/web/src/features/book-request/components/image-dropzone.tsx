import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { BOOK_IMAGE_TYPES, MESSAGES } from '@campus/contract';
import { chosenImageProblem } from '../book-image';

interface ImageDropzoneProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** Called with the reason when a dropped or chosen file is not an acceptable image. */
  onReject: (message: string) => void;
  disabled?: boolean;
}

/** §2 drag-and-drop or click upload with preview and remove; only images are taken. */
export function ImageDropzone({ file, onChange, onReject, disabled = false }: ImageDropzoneProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  // The input is cleared whenever the parent clears the file, so choosing the same file again still fires change.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  // The bytes are read asynchronously: only the latest choice may land.
  const choice = useRef(0);
  const reject = (message: string) => {
    if (inputRef.current) inputRef.current.value = '';
    onReject(message);
  };
  const take = async (candidate: File | undefined) => {
    if (!candidate) return;
    const mine = ++choice.current;
    const problem = await chosenImageProblem(candidate);
    if (mine !== choice.current) return;
    if (problem) reject(problem);
    else onChange(candidate);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void take(event.dataTransfer.files[0]);
  };

  if (file && preview) {
    return (
      <div className="relative overflow-hidden rounded-2xl border border-slate-200 bg-slate-50">
        <img
          src={preview}
          alt="Preview of the chosen image"
          className="mx-auto max-h-64 w-full object-contain"
          // Right magic number, yet the browser cannot draw it (a truncated file): never a broken preview.
          onError={() => {
            onChange(null);
            reject(MESSAGES.bookImageType);
          }}
        />
        <div className="flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-3 py-2 text-sm">
          <span className="truncate text-slate-700">{file.name}</span>
          <button
            type="button"
            onClick={() => onChange(null)}
            disabled={disabled}
            className="inline-flex shrink-0 items-center gap-1 rounded-full px-3 py-1 font-medium text-red-700 hover:bg-red-50 disabled:opacity-50"
          >
            <X className="h-4 w-4" aria-hidden="true" />
            Remove image
          </button>
        </div>
      </div>
    );
  }

  return (
    <div>
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition ${
          dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50 hover:border-brand-600'
        }`}
        data-testid="image-dropzone"
      >
        <ImagePlus className="h-8 w-8 text-brand-700" aria-hidden="true" />
        <span className="font-medium text-slate-800">Drag and drop an image of the book, or click to choose one</span>
        <span className="text-xs text-slate-500">Optional · JPEG, PNG, WebP or GIF · up to 5 MB</span>
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={BOOK_IMAGE_TYPES.join(',')}
        disabled={disabled}
        className="sr-only"
        aria-label="Book image"
        onChange={(event) => void take(event.target.files?.[0])}
      />
    </div>
  );
}
