import type { Resource } from 'i18next';
import { loadableLanguages, type LoadableLanguage } from '../../../../src/i18n/languages';
import { unitSetMessages } from '../../../../src/contracts/schemas/preferences';

/** The i18n namespace of the saved-work calls' messages (preferences, unit sets, the saved list). */
export const savedWorkNamespace = 'savedWork';

const en = {
  // SPEC §5's words, written once in the contract.
  unitSet: unitSetMessages as Record<keyof typeof unitSetMessages, string>,
  oneSetPerCall: 'Every entry of unitList must name the same unit set',
  quantityTwice: 'unitList names {{quantity}} twice: choose one unit per quantity',
  nothingToSave: 'Send UnitId, CustomUnitId or Refrigerants to save',
};

const cn: typeof en = {
  unitSet: { nameRequired: '请为单位组命名', unitRequired: '请至少设置一个单位' },
  oneSetPerCall: 'unitList 中的每一项必须属于同一个单位组',
  quantityTwice: 'unitList 中 {{quantity}} 出现了两次：每个物理量只能选择一个单位',
  nothingToSave: '请提供要保存的 UnitId、CustomUnitId 或 Refrigerants',
};

/** The other languages' words (loaded on demand by the interface; the server holds them all from the start). */
const others: Record<LoadableLanguage, typeof en> = {
  it: {
    unitSet: { nameRequired: 'Dai un nome al gruppo di unità', unitRequired: 'Imposta almeno un’unità' },
    oneSetPerCall: 'Ogni voce di unitList deve indicare lo stesso gruppo di unità',
    quantityTwice: 'unitList indica {{quantity}} due volte: scegli una sola unità per grandezza',
    nothingToSave: 'Invia UnitId, CustomUnitId o Refrigerants da salvare',
  },
  fr: {
    unitSet: { nameRequired: 'Nommez votre jeu d’unités', unitRequired: 'Définissez au moins une unité' },
    oneSetPerCall: 'Chaque entrée de unitList doit désigner le même jeu d’unités',
    quantityTwice: 'unitList désigne {{quantity}} deux fois : choisissez une seule unité par grandeur',
    nothingToSave: 'Envoyez UnitId, CustomUnitId ou Refrigerants à enregistrer',
  },
  de: {
    unitSet: { nameRequired: 'Geben Sie Ihrem Einheitensatz einen Namen', unitRequired: 'Legen Sie mindestens eine Einheit fest' },
    oneSetPerCall: 'Jeder Eintrag von unitList muss denselben Einheitensatz nennen',
    quantityTwice: 'unitList nennt {{quantity}} zweimal: wählen Sie eine Einheit je Größe',
    nothingToSave: 'Senden Sie UnitId, CustomUnitId oder Refrigerants zum Speichern',
  },
  ko: {
    unitSet: { nameRequired: '단위 세트의 이름을 지정하십시오', unitRequired: '단위를 하나 이상 설정하십시오' },
    oneSetPerCall: 'unitList의 모든 항목은 같은 단위 세트를 지정해야 합니다',
    quantityTwice: 'unitList에 {{quantity}}이(가) 두 번 있습니다. 물리량마다 단위를 하나만 선택하십시오',
    nothingToSave: '저장할 UnitId, CustomUnitId 또는 Refrigerants를 보내십시오',
  },
  ja: {
    unitSet: { nameRequired: '単位セットに名前を付けてください', unitRequired: '単位を1つ以上設定してください' },
    oneSetPerCall: 'unitList のすべての項目は同じ単位セットを指定する必要があります',
    quantityTwice: 'unitList に {{quantity}} が2回あります。物理量ごとに単位を1つだけ選んでください',
    nothingToSave: '保存する UnitId、CustomUnitId または Refrigerants を送信してください',
  },
  th: {
    unitSet: { nameRequired: 'โปรดตั้งชื่อชุดหน่วยของคุณ', unitRequired: 'โปรดกำหนดหน่วยอย่างน้อยหนึ่งหน่วย' },
    oneSetPerCall: 'ทุกรายการใน unitList ต้องระบุชุดหน่วยเดียวกัน',
    quantityTwice: 'unitList ระบุ {{quantity}} สองครั้ง: โปรดเลือกหน่วยเดียวต่อปริมาณ',
    nothingToSave: 'โปรดส่ง UnitId, CustomUnitId หรือ Refrigerants ที่จะบันทึก',
  },
  pl: {
    unitSet: { nameRequired: 'Nadaj nazwę zestawowi jednostek', unitRequired: 'Ustaw co najmniej jedną jednostkę' },
    oneSetPerCall: 'Każdy wpis unitList musi wskazywać ten sam zestaw jednostek',
    quantityTwice: 'unitList podaje {{quantity}} dwukrotnie: wybierz jedną jednostkę dla każdej wielkości',
    nothingToSave: 'Wyślij UnitId, CustomUnitId lub Refrigerants do zapisania',
  },
  tr: {
    unitSet: { nameRequired: 'Birim setinize bir ad verin', unitRequired: 'En az bir birim belirleyin' },
    oneSetPerCall: 'unitList içindeki her giriş aynı birim setini belirtmelidir',
    quantityTwice: 'unitList {{quantity}} büyüklüğünü iki kez içeriyor: her büyüklük için tek bir birim seçin',
    nothingToSave: 'Kaydedilecek UnitId, CustomUnitId veya Refrigerants gönderin',
  },
  es: {
    unitSet: { nameRequired: 'Asigne un nombre a su conjunto de unidades', unitRequired: 'Defina al menos una unidad' },
    oneSetPerCall: 'Todas las entradas de unitList deben indicar el mismo conjunto de unidades',
    quantityTwice: 'unitList indica {{quantity}} dos veces: elija una sola unidad por magnitud',
    nothingToSave: 'Envíe UnitId, CustomUnitId o Refrigerants para guardar',
  },
  ru: {
    unitSet: { nameRequired: 'Назовите набор единиц', unitRequired: 'Задайте хотя бы одну единицу' },
    oneSetPerCall: 'Все записи unitList должны относиться к одному набору единиц',
    quantityTwice: 'В unitList величина {{quantity}} указана дважды: выберите одну единицу для каждой величины',
    nothingToSave: 'Передайте UnitId, CustomUnitId или Refrigerants для сохранения',
  },
  ua: {
    unitSet: { nameRequired: 'Назвіть набір одиниць', unitRequired: 'Задайте хоча б одну одиницю' },
    oneSetPerCall: 'Усі записи unitList мають стосуватися одного набору одиниць',
    quantityTwice: 'У unitList величину {{quantity}} вказано двічі: виберіть одну одиницю для кожної величини',
    nothingToSave: 'Передайте UnitId, CustomUnitId або Refrigerants для збереження',
  },
  pt: {
    unitSet: { nameRequired: 'Dê um nome ao seu conjunto de unidades', unitRequired: 'Defina pelo menos uma unidade' },
    oneSetPerCall: 'Todas as entradas de unitList devem indicar o mesmo conjunto de unidades',
    quantityTwice: 'unitList indica {{quantity}} duas vezes: escolha uma única unidade por grandeza',
    nothingToSave: 'Envie UnitId, CustomUnitId ou Refrigerants para salvar',
  },
};

export const savedWorkResources = {
  en: { [savedWorkNamespace]: en },
  cn: { [savedWorkNamespace]: cn },
  ...Object.fromEntries(loadableLanguages.map((language) => [language, { [savedWorkNamespace]: others[language] }])),
} satisfies Resource;
