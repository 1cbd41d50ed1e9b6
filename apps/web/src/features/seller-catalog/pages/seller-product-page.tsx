import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '@/lib/toast';
import {
  SELLER_CATALOG_LIMITS,
  koboToNairaInput,
  parseNairaInput,
  productFormProblem,
  type SellerProduct,
  type ShopMembership,
} from '@campus/contract';
import { consolePaths } from '@/features/seller/components/seller-links';
import { SellerShell } from '@/features/seller/components/seller-shell';
import { serverErrorText } from '@/lib/api-error-text';
import { useDeleteProduct, useSaveProduct, useSellerProduct } from '../api/seller-catalog-api';
import { TextField } from '../components/field';
import { PicturesField } from '../components/pictures-field';
import { ExtrasGroupsField } from '../extras/extras-groups-field';
import { extrasFormOf, extrasInputOf, limitOf, type ExtraForm } from '../extras/extras-form';

interface ProductForm {
  title: string;
  description: string;
  price: string;
  isAvailable: boolean;
  images: string[];
  extras: ExtraForm[];
}

const EMPTY: ProductForm = { title: '', description: '', price: '', isAvailable: true, images: [], extras: [] };

function formOf(product: SellerProduct): ProductForm {
  return {
    title: product.title,
    description: product.description,
    price: koboToNairaInput(product.priceKobo),
    isAvailable: product.isAvailable,
    images: product.images,
    extras: extrasFormOf(product.extras),
  };
}

/** /seller/:shopSlug/catalog/new and /seller/:shopSlug/catalog/:productId: a product's form (owner). */
export function SellerProductPage() {
  const { shopSlug = '', productId } = useParams();
  return (
    <SellerShell shopSlug={shopSlug} title={productId ? 'Edit product' : 'New product'} ownerOnly>
      {(membership) =>
        productId ? <EditProduct membership={membership} productId={productId} /> : <ProductEditor membership={membership} />
      }
    </SellerShell>
  );
}

function EditProduct({ membership, productId }: { membership: ShopMembership; productId: string }) {
  const { data, isPending, isError } = useSellerProduct(membership.slug, productId);
  if (isPending)
    return <div role="status" aria-busy="true" aria-label="Loading the product" className="h-64 animate-pulse rounded-2xl bg-slate-200" />;
  if (isError || !data)
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        This product could not be loaded.{' '}
        <Link to={consolePaths.catalog(membership.slug)} className="font-semibold underline">
          Back to the catalog
        </Link>
      </p>
    );
  return <ProductEditor membership={membership} product={data} />;
}

/** The form itself, given the shop and (to edit) the product; exported for its tests. */
export function ProductEditor({ membership, product }: { membership: ShopMembership; product?: SellerProduct }) {
  const shopSlug = membership.slug;
  const navigate = useNavigate();
  const [form, setForm] = useState<ProductForm>(() => (product ? formOf(product) : EMPTY));
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = useSaveProduct(shopSlug, product?.id);
  const remove = useDeleteProduct(shopSlug);
  const set = (patch: Partial<ProductForm>) => setForm((current) => ({ ...current, ...patch }));
  const backToCatalog = () => void navigate(consolePaths.catalog(shopSlug));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = productFormProblem({ ...form, extras: form.extras.map((extra) => ({ ...extra, limit: limitOf(extra) })) });
    setProblem(found);
    if (found) {
      document.getElementById(found.field)?.focus();
      return;
    }
    save.mutate(
      {
        title: form.title.trim(),
        description: form.description.trim(),
        priceKobo: parseNairaInput(form.price) ?? 0,
        isAvailable: form.isAvailable,
        images: form.images,
        extras: extrasInputOf(form.extras),
      },
      {
        onSuccess: (saved) => {
          toast.success(product ? `${saved.title} saved` : `${saved.title} added to your catalog`);
          backToCatalog();
        },
      },
    );
  };

  const onDelete = () => {
    if (!product) return;
    remove.mutate(product.id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        backToCatalog();
      },
      onError: (error) => toast.error(serverErrorText(error, 'The product was not deleted. Please try again.')),
    });
  };

  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);

  return (
    <form onSubmit={submit} noValidate className="space-y-4 pb-24 md:pb-0" aria-label={product ? `Edit ${product.title}` : 'New product'}>
      <div className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <TextField
          id="title"
          label="Title"
          error={errorOf('title')}
          value={form.title}
          maxLength={SELLER_CATALOG_LIMITS.titleMax}
          onValue={(title) => set({ title })}
        />
        <TextField
          id="description"
          label="Description"
          rows={3}
          value={form.description}
          maxLength={SELLER_CATALOG_LIMITS.descriptionMax}
          onValue={(description) => set({ description })}
        />
        <TextField
          id="price"
          label="Price (₦)"
          error={errorOf('price')}
          inputMode="decimal"
          value={form.price}
          placeholder="1500.00"
          onValue={(price) => set({ price })}
        />
        <label className="flex items-center gap-2 font-medium text-slate-800">
          <input
            type="checkbox"
            checked={form.isAvailable}
            onChange={(event) => set({ isAvailable: event.target.checked })}
            className="h-5 w-5"
          />
          Available (shoppers can buy it)
        </label>
      </div>

      <PicturesField
        shopSlug={shopSlug}
        images={form.images}
        max={SELLER_CATALOG_LIMITS.imagesMax}
        onChange={(images) => set({ images })}
      />

      <ExtrasGroupsField extras={form.extras} onChange={(extras) => set({ extras })} errorOf={errorOf} />

      {save.isError && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-800">
          {serverErrorText(save.error, 'The product was not saved. Please try again.')}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={save.isPending}
          className="rounded-full bg-brand-800 px-6 py-2.5 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
        >
          {save.isPending ? 'Saving...' : product ? 'Save changes' : 'Add product'}
        </button>
        <Link to={consolePaths.catalog(shopSlug)} className="font-semibold text-slate-700 hover:underline">
          Cancel
        </Link>
        {product &&
          (confirmDelete ? (
            // A long title wraps (even one word of 120 letters) instead of pushing the buttons off a phone's screen.
            <span className="ml-auto flex min-w-0 flex-wrap items-center gap-2" role="group" aria-label="Confirm delete">
              <span className="min-w-0 text-sm wrap-anywhere text-slate-800">Delete “{product.title}”?</span>
              <button
                type="button"
                onClick={onDelete}
                disabled={remove.isPending}
                className="rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white"
              >
                Yes, delete
              </button>
              <button type="button" onClick={() => setConfirmDelete(false)} className="text-sm font-semibold text-slate-700 underline">
                Keep it
              </button>
            </span>
          ) : (
            <button
              type="button"
              onClick={() => setConfirmDelete(true)}
              className="ml-auto rounded-full px-4 py-2 text-sm font-semibold text-red-700 ring-1 ring-red-300 hover:bg-red-50"
            >
              Delete product
            </button>
          ))}
      </div>
    </form>
  );
}
