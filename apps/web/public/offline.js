// The offline page's catalog (decision 035): what the service worker last kept of the catalog's
// answers (cache "catalog-api"), shown as it was. Plain JS: the page has no build step.
const CATALOG_CACHE = 'catalog-api';

document.getElementById('try-again').addEventListener('click', () => window.location.reload());

/** ₦1,500.00, as the store writes naira. */
const naira = (value) => `₦${Number(value).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function card(name, detail, picture) {
  const item = document.createElement('li');
  if (picture) {
    const img = document.createElement('img');
    img.src = picture;
    img.alt = '';
    img.loading = 'lazy';
    // A picture never seen online is not in the cache: no broken image.
    img.addEventListener('error', () => img.remove());
    item.append(img);
  }
  const title = document.createElement('span');
  title.textContent = name;
  const small = document.createElement('small');
  small.textContent = detail;
  item.append(title, small);
  return item;
}

function group(heading, items) {
  if (items.length === 0) return [];
  const title = document.createElement('h3');
  title.textContent = heading;
  const list = document.createElement('ul');
  list.append(...items);
  return [title, list];
}

async function answers(cache, pattern) {
  const keys = (await cache.keys()).filter((request) => pattern.test(new URL(request.url).pathname));
  const bodies = await Promise.all(
    keys.map((request) =>
      cache
        .match(request)
        .then((r) => r && r.json())
        .catch(() => undefined),
    ),
  );
  return bodies.filter(Boolean);
}

/**
 * What `draw` makes of each answer, leaving out one it cannot read: the cache outlives a deploy (a week), so an
 * answer may be in an older shape, and one such answer must not hide all the others.
 */
function each(values, draw) {
  return values.flatMap((value) => {
    try {
      return draw(value);
    } catch {
      return [];
    }
  });
}

async function showLastSeen() {
  if (!('caches' in window)) return;
  const cache = await caches.open(CATALOG_CACHE);
  const products = await answers(cache, /^\/api\/v1\/product\/slug\//);
  const shops = await answers(cache, /^\/api\/v1\/shop\/slug\//);
  const categories = (await answers(cache, /^\/api\/v1\/categories$/))[0]?.data ?? [];
  const parts = [
    ...group(
      'Products you looked at',
      each(products, (p) => [card(p.productTitle, `${naira(p.price)} · ${p.shop.name}`, p.images[0])]),
    ),
    ...each(shops, (shop) =>
      group(
        shop.name,
        each(shop.products, (p) => [card(p.productTitle, p.isAvailable === false ? 'Unavailable' : naira(p.price), p.images[0])]),
      ),
    ),
    ...each(categories, (category) =>
      group(
        category.name,
        each(category.shops, (shop) => [
          card(shop.name, shop.deliveryPrice === 0 ? 'Free delivery' : `${naira(shop.deliveryPrice)} delivery`, shop.shop_image[0]),
        ]),
      ),
    ),
  ];
  if (parts.length === 0) return;
  document.getElementById('catalog').append(...parts);
  document.getElementById('last-seen').hidden = false;
}

showLastSeen();
