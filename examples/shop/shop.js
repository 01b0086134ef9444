// The shop's own code: load the maker's widgets, give them our prices, and take their cart lines into our cart.
// The maker's server address is the shop's configuration; a test page passes its own as ?maker=.
const maker = new URLSearchParams(location.search).get('maker') ?? 'https://selector.maker.example';

// 1. The widget loader: one module script; each widget's code loads when its tag is first on the page.
for (const element of document.querySelectorAll('vs-selector, vs-selection-strip')) element.setAttribute('api-base', `${maker}/api`);
const loader = document.createElement('script');
loader.type = 'module';
loader.src = `${maker}/widgets/valve-selector.js`;
document.head.append(loader);

// 2. Our price list and stock (a real shop asks its ERP here). Nothing of it goes to the maker's server.
const priceList = [
  [/^SOV-/, 42.5, 12], [/^COIL-1/, 18.9, 40], [/^COIL-3/, 24, 15], [/^NUT-/, 1.2, 500], [/^DRV-/, 189, 3], [/^CBL-/, 14.5, 22],
  [/^EEV-/, 96, 6], [/^TXV-/, 58, 9], [/^ORF-/, 9.8, 30], [/^CNS-/, 12.4, 18],
];
function priceOf(partNumber) {
  const found = priceList.find(([pattern]) => pattern.test(partNumber));
  return found ? { price: found[1], currency: 'EUR', stock: found[2] } : undefined;
}
async function priceProvider(partNumbers) {
  return Object.fromEntries(partNumbers.flatMap((partNumber) => (priceOf(partNumber) ? [[partNumber, priceOf(partNumber)]] : [])));
}
// A property, not an attribute (a function): set now, before the loader has defined the element, is fine. The
// selector shows the prices beside each result and in a row's bill of materials; the strip in its bill.
for (const element of document.querySelectorAll('vs-selector, vs-selection-strip')) element.priceProvider = priceProvider;

// 3. Punch-out: a buyer's purchasing system may open this page. OCI passes HOOK_URL (and ~TARGET); a cXML system's
// setup request was answered with this page as its StartPage, with the session's key as punchout-session. The
// widgets then show Transfer to purchasing in place of Add to cart, and the basket goes back to the system.
const opened = new URLSearchParams(location.search);
for (const element of document.querySelectorAll('vs-selector, vs-selection-strip')) {
  for (const [parameter, attribute] of [['HOOK_URL', 'punchout-hook-url'], ['~TARGET', 'punchout-target'], ['punchout-session', 'punchout-session']]) {
    const value = opened.get(parameter);
    if (value) element.setAttribute(attribute, value);
  }
}

// 4. The cart: vs-add-to-cart from the selector, the strip or the Selected List carries the order lines.
const cartKey = 'coolparts.cart';
const money = new Intl.NumberFormat(document.documentElement.lang, { style: 'currency', currency: 'EUR' });
function readCart() {
  try {
    return JSON.parse(localStorage.getItem(cartKey) ?? '[]');
  } catch {
    return [];
  }
}
function writeCart(lines) {
  try {
    localStorage.setItem(cartKey, JSON.stringify(lines));
  } catch {
    // Storage blocked (a privacy mode): the cart lives as long as the page.
  }
  showCart(lines);
}
function showCart(lines) {
  const body = document.querySelector('#cart-table tbody');
  body.replaceChildren(
    ...lines.map((line) => {
      const row = document.createElement('tr');
      row.dataset.partNumber = line.partNumber;
      const price = priceOf(line.partNumber)?.price;
      for (const text of [line.partNumber, line.description, String(line.quantity), price === undefined ? '–' : money.format(price), price === undefined ? '–' : money.format(price * line.quantity)]) {
        const cell = document.createElement('td');
        cell.textContent = text;
        row.append(cell);
      }
      // The selection the line comes from (conditions and points), as our order desk reopens it on the maker's site.
      const selection = document.createElement('td');
      if (line.selection) {
        const link = document.createElement('a');
        link.href = line.selection;
        link.textContent = 'Reopen';
        link.className = 'cart-selection';
        selection.append(link);
      }
      row.append(selection);
      return row;
    }),
  );
  const total = lines.reduce((sum, line) => sum + (priceOf(line.partNumber)?.price ?? 0) * line.quantity, 0);
  document.getElementById('cart-total').textContent = money.format(total);
  document.getElementById('cart-count').textContent = String(lines.reduce((n, line) => n + line.quantity, 0));
  document.getElementById('cart-table').hidden = lines.length === 0;
  document.getElementById('cart-empty').hidden = lines.length > 0;
}
document.addEventListener('vs-add-to-cart', (event) => {
  const lines = readCart();
  for (const line of event.detail.lines) {
    const held = lines.find((l) => l.partNumber === line.partNumber);
    if (held) held.quantity += line.quantity;
    else lines.push({ partNumber: line.partNumber, quantity: line.quantity, description: line.description, link: line.link, selection: line.selection });
  }
  writeCart(lines);
  document.getElementById('cart').scrollIntoView({ behavior: 'smooth' });
});
document.getElementById('cart-clear').addEventListener('click', () => writeCart([]));
showCart(readCart());
