import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { MESSAGES, TOAST_MS } from '@campus/contract';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { paths } from '@/routes/paths';
import { myBookRequestsQueryKey } from '../api/get-my-book-requests';
import { useSubmitBookRequest } from '../api/submit-book-request';
import { ImageDropzone } from '../components/image-dropzone';

const inputClass =
  'w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-slate-100';

/** §2 Request a Book: a picture (optional), title and author; §5 both texts required before any call. */
export function RequestBookPage() {
  const [name, setName] = useState('');
  const [author, setAuthor] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const submit = useSubmitBookRequest();
  const busy = submit.isPending;
  const { isSignedIn } = useSession();
  const queryClient = useQueryClient();
  /** The title of the last request sent from this page while signed in: it can be followed on My book requests. */
  const [sentTitle, setSentTitle] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !author.trim()) {
      toast.error(MESSAGES.bookFillAllFields, { duration: TOAST_MS.error });
      return;
    }
    submit.mutate(
      { name: name.trim(), author: author.trim(), image },
      {
        onSuccess: () => {
          toast.success(MESSAGES.bookSubmitted, { duration: TOAST_MS.success });
          if (isSignedIn) {
            setSentTitle(name.trim());
            void queryClient.invalidateQueries({ queryKey: myBookRequestsQueryKey });
          }
          setName('');
          setAuthor('');
          setImage(null);
        },
        onError: (error) => {
          // §8: the server's text when it sent one.
          const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : MESSAGES.bookSubmitFailed;
          toast.error(message, { duration: TOAST_MS.error });
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-xl px-4 py-6 md:py-10">
      <h1 className="text-2xl font-bold text-slate-900">Request a Book</h1>
      <p className="mt-1 text-slate-600">Can't find the book you need? Tell the book shop and they will try to get it for you.</p>
      {sentTitle && (
        <p role="status" className="mt-4 rounded-xl bg-emerald-50 p-4 text-emerald-900" data-testid="book-request-sent">
          {`"${sentTitle}" is with the book shop. `}
          <Link to={paths.myBookRequests()} className="font-semibold underline">
            Follow it in My book requests
          </Link>
        </p>
      )}
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-6 flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        aria-busy={busy}
      >
        <ImageDropzone
          file={image}
          onChange={setImage}
          onReject={(message) => toast.error(message, { duration: TOAST_MS.error })}
          disabled={busy}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="book-title" className="text-sm font-medium text-slate-800">
            Book Title
          </label>
          <input
            id="book-title"
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={200}
            disabled={busy}
            className={inputClass}
            placeholder="e.g. Things Fall Apart"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="book-author" className="text-sm font-medium text-slate-800">
            Author Name
          </label>
          <input
            id="book-author"
            value={author}
            onChange={(event) => setAuthor(event.target.value)}
            maxLength={200}
            disabled={busy}
            className={inputClass}
            placeholder="e.g. Chinua Achebe"
          />
        </div>
        <button
          type="submit"
          disabled={busy}
          className="rounded-full bg-brand-800 px-5 py-3 font-semibold text-white transition hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy ? 'Submitting...' : 'Submit Request'}
        </button>
      </form>
    </div>
  );
}
