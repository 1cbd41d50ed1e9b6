import { ArrowLeft, ArrowRight, GripVertical, Star, Trash2 } from 'lucide-react';
import { Thumbnail } from './thumbnail';

const iconButton = 'flex h-8 w-8 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 disabled:text-slate-300';

/**
 * One picture in the console's list: draggable, with buttons to move it earlier or later (keyboard and phone,
 * where dragging does not work), to make it the cover, and to remove it (issue 38 item 5).
 */
export function PictureTile({
  src,
  index,
  count,
  dragging,
  onDragStart,
  onDragEnd,
  onDrop,
  onMove,
  onCover,
  onRemove,
}: {
  src: string;
  index: number;
  count: number;
  dragging: boolean;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDrop: () => void;
  onMove: (to: number) => void;
  onCover: () => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  return (
    <li
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(index));
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        onDrop();
      }}
      className={`flex w-34 cursor-grab flex-col items-center gap-1 rounded-xl p-1 ring-1 ${dragging ? 'opacity-50 ring-brand-500' : 'ring-transparent'}`}
      data-testid="picture"
    >
      <div className="relative">
        <Thumbnail src={src} size="h-24 w-24" />
        <GripVertical className="absolute top-1 left-1 h-4 w-4 rounded bg-white/80 text-slate-700" aria-hidden="true" />
        {index === 0 && (
          <span className="absolute right-1 bottom-1 rounded-full bg-brand-800 px-2 py-0.5 text-xs font-semibold text-white">Cover</span>
        )}
      </div>
      <div className="flex items-center">
        <button
          type="button"
          className={iconButton}
          onClick={() => onMove(index - 1)}
          disabled={index === 0}
          aria-label={`Move picture ${n} earlier`}
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={iconButton}
          onClick={() => onMove(index + 1)}
          disabled={index === count - 1}
          aria-label={`Move picture ${n} later`}
        >
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </button>
        <button type="button" className={iconButton} onClick={onCover} disabled={index === 0} aria-label={`Make picture ${n} the cover`}>
          <Star className="h-4 w-4" aria-hidden="true" />
        </button>
        <button type="button" className={`${iconButton} text-red-700`} onClick={onRemove} aria-label={`Remove picture ${n}`}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
