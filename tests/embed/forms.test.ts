// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// The built widgets as fields of a shop's own form (issue 16): their values in FormData, kept in step with what the
// user does, reset, a disabled fieldset, required with its message in the widget's language, Enter, focus().
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { inside, type, until } from '../browser/helpers';
import { cdnOrigin, elementIn, openPage, type EmbedPage } from './embed';

type FormsWindow = EmbedPage['window'] & { submissions: { form: string; data: [string, string][] }[] };

const formData = (page: EmbedPage, id: string) =>
  [...new FormData(page.document.getElementById(id) as HTMLFormElement)].map(([name, value]) => `${name}=${String(value)}`);

/** The order form's page once every widget in it has rendered and told the form its value. */
async function orderForm(): Promise<EmbedPage> {
  const page = await openPage('forms.html');
  for (const tag of ['vs-refrigerant-chooser', 'vs-approvals-chooser', 'vs-unit-set-chooser', 'vs-unit-converter', 'vs-search-box'] as const) {
    await elementIn(page, tag);
  }
  await until(() => expect(formData(page, 'order')).to.have.length(9));
  return page;
}

describe('widgets as fields of a shop’s form', function () {
  this.timeout(60_000);
  let page: EmbedPage | undefined;

  before(() => cdnOrigin());

  afterEach(() => page?.close());

  it('puts each widget’s name and value into the form’s data, in the documented formats', async () => {
    page = await orderForm();
    expect(formData(page, 'order')).to.deep.equal([
      'refrigerant=R32',
      'approvals=CE,TUV,VDE',
      'units=1',
      'units-set=7',
      'temperature=25',
      'temperature-unit=℃',
      'part=EKV',
      'inside=1',
      'inside-unit=℃',
    ]);
    const chooser = page.document.querySelector('vs-refrigerant-chooser')!;
    expect(chooser.value).to.equal('R32');
    expect(page.window.pageErrors).to.deep.equal([]);
  });

  it('takes a value set before the element was defined', async () => {
    page = await orderForm();
    const early = page.document.querySelector<HTMLElementTagNameMap['vs-refrigerant-chooser']>('#early-form vs-refrigerant-chooser')!;
    await until(() => expect(formData(page!, 'early-form')).to.deep.equal(['early=R290']));
    expect(early.refrigerant).to.equal('R290');
    expect(inside(early, '[part="value"]').textContent).to.equal('R290');
  });

  it('follows what the user chooses and types: value, the chosen property and the form’s data', async () => {
    page = await orderForm();
    page.window.focus();
    const converter = page.document.querySelector('vs-unit-converter')!;
    await type(inside<HTMLInputElement>(converter, '[part="input"]'), '30');
    await until(() => expect(converter.value).to.equal(30));

    const chooser = page.document.querySelector('vs-refrigerant-chooser')!;
    inside(chooser, '[part="trigger"]').click();
    await until(() => inside(chooser, 'input[value="R290"]')).then((radio) => radio.click());
    [...chooser.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="actions"] button')].at(-1)!.click();
    await until(() => expect(chooser.value).to.equal('R290'));
    expect(chooser.refrigerant).to.equal('R290');

    const units = page.document.querySelector('vs-unit-set-chooser')!;
    inside<HTMLInputElement>(units, '[part="systems"] input:not(:checked)').click();
    await until(() => expect(units.value).to.equal(2));

    await until(() => expect(formData(page!, 'order').slice(0, 6)).to.deep.equal([
      'refrigerant=R290',
      'approvals=CE,TUV,VDE',
      'units=2',
      'units-set=7',
      'temperature=30',
      'temperature-unit=℃',
    ]));
  });

  it('goes back to the attribute values on the form’s reset', async () => {
    page = await orderForm();
    page.window.focus();
    const converter = page.document.querySelector('vs-unit-converter')!;
    await type(inside<HTMLInputElement>(converter, '[part="input"]'), '30');
    const search = page.document.querySelector('vs-search-box')!;
    await type(inside<HTMLInputElement>(search, '[part="input"]'), 'EKV-20');
    await until(() => expect(formData(page!, 'order')).to.include('part=EKV-20'));

    (page.document.getElementById('order') as HTMLFormElement).reset();
    await until(() => expect(inside<HTMLInputElement>(converter, '[part="input"]').value).to.equal('25'));
    await until(() => expect(inside<HTMLInputElement>(search, '[part="input"]').value).to.equal('EKV'));
    expect(converter.value).to.equal(25);
    expect(formData(page, 'order')).to.include.members(['temperature=25', 'part=EKV']);
  });

  it('gets back what the user chose when the browser returns to the page (form state restore)', async () => {
    page = await orderForm();
    page.window.focus();
    const converter = page.document.querySelector('vs-unit-converter')!;
    await type(inside<HTMLInputElement>(converter, '[part="input"]'), '30');
    await until(() => expect(converter.value).to.equal(30));

    const frame = page.window.frameElement as HTMLIFrameElement;
    const loaded = () => new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    const away = loaded();
    page.window.location.href = '/embed/pages/keyboard.html';
    await away;
    const back = loaded();
    frame.contentWindow!.history.back();
    await back;
    // A new document, parsed again with value="25": only the restored state says 30.
    const again = frame.contentDocument!.querySelector('vs-unit-converter')!;
    await until(() => expect(inside<HTMLInputElement>(again, '[part="input"]').value).to.equal('30'));
    expect(again.value).to.equal(30);
  });

  it('is disabled by a disabled fieldset and by its own disabled attribute, and left out of the data', async () => {
    page = await orderForm();
    const box = page.document.getElementById('box') as HTMLFieldSetElement;
    const inner = page.document.getElementById('inside')!;
    box.disabled = true;
    // Disabled as the controls of a disabled fieldset are: :disabled, their own attribute untouched.
    await until(() => expect(inside(inner, '[part="input"]').matches(':disabled')).to.equal(true));
    expect(inner.matches(':disabled')).to.equal(true);
    expect(formData(page, 'order')).not.to.include('inside=1');
    box.disabled = false;
    await until(() => expect(inside(inner, '[part="input"]').matches(':disabled')).to.equal(false));
    expect(formData(page, 'order')).to.include('inside=1');

    const chooser = page.document.querySelector('vs-refrigerant-chooser')!;
    chooser.disabled = true;
    expect(chooser.hasAttribute('disabled')).to.equal(true);
    await until(() => expect(inside(chooser, '[part="trigger"]').matches(':disabled')).to.equal(true));
    expect(formData(page, 'order')).not.to.include('refrigerant=R32');
  });

  it('keeps a form with a required widget that has nothing chosen from submitting, saying why in its language', async () => {
    page = await openPage('forms.html');
    const approvals = page.document.querySelector<HTMLElementTagNameMap['vs-approvals-chooser']>('#must vs-approvals-chooser')!;
    const search = page.document.querySelector<HTMLElementTagNameMap['vs-search-box']>('#must vs-search-box')!;
    await elementIn(page, 'vs-approvals-chooser');
    await until(() => expect(approvals.validationMessage).to.equal('Choose at least one approval.'));
    expect(approvals.validity.valueMissing).to.equal(true);
    expect(approvals.checkValidity()).to.equal(false);
    await until(() => expect(search.validationMessage).to.equal('请输入型号、系列或尺寸。'));

    (page.document.getElementById('must') as HTMLFormElement).requestSubmit();
    expect((page.window as FormsWindow).submissions).to.deep.equal([]);

    approvals.value = ['UL'];
    search.value = 'EKV';
    await until(() => expect(approvals.checkValidity() && search.checkValidity()).to.equal(true));
    (page.document.getElementById('must') as HTMLFormElement).requestSubmit();
    expect((page.window as FormsWindow).submissions.map((s) => s.data)).to.deep.equal([[['approvals', 'UL'], ['query', 'EKV']]]);
  });

  it('gives a required widget in a loaded language that language’s message once its strings arrive, never a key', async () => {
    page = await openPage('forms.html');
    const search = page.document.querySelector<HTMLElementTagNameMap['vs-search-box']>('#german vs-search-box')!;
    await elementIn(page, 'vs-search-box');
    expect(search.validationMessage).not.to.match(/^(search-box:)?required$/);
    await until(() => expect(search.validationMessage).to.equal('Geben Sie eine Artikelnummer, Baureihe oder Baugröße ein.'));
    expect(search.validity.valueMissing).to.equal(true);
  });

  it('submits the form on Enter in the converter’s input and in the search box with no row active', async () => {
    page = await orderForm();
    page.window.focus();
    const submissions = (page.window as FormsWindow).submissions;
    const converter = page.document.querySelector('vs-unit-converter')!;
    converter.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => expect(submissions).to.have.length(1));
    expect(submissions[0]!.data).to.deep.include(['temperature', '25']);

    const search = page.document.querySelector('vs-search-box')!;
    search.focus();
    // Escape closes the popup the focus opened; Enter on an active row would choose the row instead.
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Enter' });
    await until(() => expect(submissions).to.have.length(2));
  });

  it('focuses the inner control on focus()', async () => {
    page = await orderForm();
    page.window.focus();
    const converter = page.document.querySelector('vs-unit-converter')!;
    converter.focus();
    expect(page.document.activeElement?.localName).to.equal('vs-unit-converter');
    expect(converter.shadowRoot!.activeElement?.getAttribute('part')).to.equal('input');
    const chooser = page.document.querySelector('vs-refrigerant-chooser')!;
    chooser.focus();
    expect(chooser.shadowRoot!.activeElement?.getAttribute('part')).to.equal('trigger');
    const units = page.document.querySelector('vs-unit-set-chooser')!;
    units.focus();
    expect((units.shadowRoot!.activeElement as HTMLInputElement | null)?.checked).to.equal(true);
  });
});
