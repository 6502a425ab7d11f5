// The category tree of the demo catalogue (3 levels). Ids 29787 (default category) and 38959
// (special default category) are fixed by spec §9; the others are assigned in order at seed time.
export interface LeafDef {
  name: string;
  /** Product names start with one of these; variants follow. */
  nouns: string[];
  variants: string[];
  unit?: string;
  price: [number, number];
  weight: [number, number];
  /** height, width, length in cm */
  dims: [[number, number], [number, number], [number, number]];
  attrs: Record<string, string[]>;
  brands?: string[];
}
export interface CategoryDef {
  id?: number;
  name: string;
  children?: CategoryDef[];
  leaf?: LeafDef;
}

const COLORS = [
  'chrom',
  'czarny mat',
  'złoty szczotkowany',
  'biały',
  'stal szlachetna',
  'grafit szczotkowany',
  'miedź',
];
const FINISH = ['połysk', 'mat', 'szczotkowane'];
const TAP = ['Grohe', 'Hansgrohe', 'Kohler', 'Kludi', 'Tres', 'Omnires', 'Ferro', 'Deante'];
const CERAMIC = ['Duravit', 'Villeroy & Boch', 'Laufen', 'Roca', 'Cersanit', 'Koło', 'Kohler'];
const FURNITURE = ['Elita', 'Cersanit', 'Koło', 'Duravit', 'Villeroy & Boch', 'Roca', 'Laufen'];
const SHOWER = ['Radaway', 'Excellent', 'Hansgrohe', 'Grohe', 'Kohler', 'Deante', 'Omnires'];
const BATH = ['Excellent', 'Radaway', 'Roca', 'Koło', 'Villeroy & Boch', 'Kohler', 'Cersanit'];
const ACC = ['Geberit', 'Grohe', 'Hansgrohe', 'Omnires', 'Deante', 'Ferro', 'Tres', 'Kludi'];

const tap = (
  name: string,
  nouns: string[],
  variants: string[],
  price: [number, number],
): CategoryDef => ({
  name,
  leaf: {
    name,
    nouns,
    variants,
    price,
    weight: [0.8, 4.5],
    dims: [
      [10, 45],
      [5, 25],
      [10, 30],
    ],
    brands: TAP,
    attrs: {
      Kolor: COLORS,
      Wykończenie: FINISH,
      Materiał: ['mosiądz', 'stal nierdzewna'],
      Głowica: ['ceramiczna 35 mm', 'ceramiczna 28 mm', 'termostatyczna'],
      'Klasa przepływu': ['A', 'B', 'Z'],
    },
  },
});
const ceramic = (
  name: string,
  nouns: string[],
  variants: string[],
  price: [number, number],
  dims: LeafDef['dims'],
): CategoryDef => ({
  name,
  leaf: {
    name,
    nouns,
    variants,
    price,
    weight: [8, 35],
    dims,
    brands: CERAMIC,
    attrs: {
      Kolor: ['biały', 'biały mat', 'czarny mat', 'szary'],
      Materiał: ['ceramika sanitarna', 'konglomerat', 'porcelit'],
      Powłoka: ['antybakteryjna', 'łatwoczyszcząca', 'brak'],
      Montaż: ['wiszący', 'stojący', 'nablatowy'],
    },
  },
});
const furniture = (
  name: string,
  nouns: string[],
  variants: string[],
  price: [number, number],
  dims: LeafDef['dims'],
): CategoryDef => ({
  name,
  leaf: {
    name,
    nouns,
    variants,
    price,
    weight: [6, 45],
    dims,
    brands: FURNITURE,
    attrs: {
      Kolor: ['biały połysk', 'dąb craft', 'antracyt', 'orzech', 'czarny mat', 'szałwia'],
      Materiał: ['płyta MDF', 'płyta laminowana', 'drewno lite', 'szkło hartowane'],
      Uchwyt: ['frezowany', 'czarny', 'złoty', 'bez uchwytu'],
    },
  },
});
const shower = (
  name: string,
  nouns: string[],
  variants: string[],
  price: [number, number],
  dims: LeafDef['dims'],
): CategoryDef => ({
  name,
  leaf: {
    name,
    nouns,
    variants,
    price,
    weight: [2, 60],
    dims,
    brands: SHOWER,
    attrs: {
      Kolor: COLORS,
      Szkło: ['transparentne', 'grafitowe', 'satynowe', 'brak'],
      Materiał: ['szkło hartowane', 'akryl', 'konglomerat', 'mosiądz', 'stal nierdzewna'],
    },
  },
});
const bath = (
  name: string,
  nouns: string[],
  variants: string[],
  price: [number, number],
): CategoryDef => ({
  name,
  leaf: {
    name,
    nouns,
    variants,
    price,
    weight: [15, 120],
    dims: [
      [45, 65],
      [70, 90],
      [140, 190],
    ],
    brands: BATH,
    attrs: {
      Kolor: ['biały', 'biały mat', 'czarny mat'],
      Materiał: ['akryl', 'konglomerat', 'stal emaliowana', 'żeliwo'],
      Kształt: ['prostokątna', 'owalna', 'narożna', 'asymetryczna'],
    },
  },
});
const acc = (
  name: string,
  nouns: string[],
  variants: string[],
  price: [number, number],
): CategoryDef => ({
  name,
  leaf: {
    name,
    nouns,
    variants,
    price,
    weight: [0.2, 3],
    dims: [
      [3, 40],
      [3, 30],
      [5, 60],
    ],
    brands: ACC,
    attrs: {
      Kolor: COLORS,
      Wykończenie: FINISH,
      Materiał: ['mosiądz', 'stal nierdzewna', 'tworzywo ABS', 'szkło'],
    },
  },
});

export const CATEGORY_TREE: CategoryDef[] = [
  {
    id: 29787,
    name: 'Łazienka',
    children: [
      {
        name: 'Baterie',
        children: [
          tap(
            'Baterie umywalkowe',
            ['Bateria umywalkowa'],
            ['stojąca', 'ścienna', 'wysoka', 'podtynkowa', 'jednouchwytowa', 'bezdotykowa'],
            [180, 2400],
          ),
          tap(
            'Baterie wannowe',
            ['Bateria wannowa'],
            ['ścienna', 'podtynkowa', 'wolnostojąca', 'nablatowa 3-otworowa'],
            [320, 4200],
          ),
          tap(
            'Baterie prysznicowe',
            ['Bateria prysznicowa'],
            ['termostatyczna', 'ścienna', 'podtynkowa'],
            [260, 3100],
          ),
          tap('Baterie bidetowe', ['Bateria bidetowa'], ['stojąca', 'ścienna'], [220, 1500]),
        ],
      },
      {
        name: 'Ceramika',
        children: [
          ceramic(
            'Umywalki',
            ['Umywalka'],
            ['wisząca', 'nablatowa', 'meblowa', 'podblatowa', 'narożna'],
            [190, 3600],
            [
              [12, 20],
              [35, 60],
              [40, 120],
            ],
          ),
          ceramic(
            'Miski WC',
            ['Miska WC'],
            ['wisząca Rimless', 'stojąca', 'kompakt', 'bezkołnierzowa'],
            [350, 4200],
            [
              [35, 42],
              [35, 40],
              [48, 60],
            ],
          ),
          ceramic(
            'Bidety',
            ['Bidet'],
            ['wiszący', 'stojący'],
            [290, 2100],
            [
              [30, 40],
              [35, 40],
              [48, 58],
            ],
          ),
          ceramic(
            'Pisuary',
            ['Pisuar'],
            ['ceramiczny', 'z zasilaniem od góry'],
            [340, 2600],
            [
              [50, 70],
              [30, 40],
              [30, 40],
            ],
          ),
        ],
      },
      {
        name: 'Meble łazienkowe',
        children: [
          furniture(
            'Szafki podumywalkowe',
            ['Szafka podumywalkowa', 'Łazienkowa szafka podumywalkowa'],
            [
              'wisząca 60 cm',
              'wisząca 80 cm',
              'stojąca 100 cm',
              'z szufladą',
              'z dwiema szufladami',
            ],
            [420, 4800],
            [
              [40, 85],
              [60, 120],
              [38, 48],
            ],
          ),
          furniture(
            'Słupki łazienkowe',
            ['Słupek łazienkowy'],
            ['wiszący', 'stojący', 'z koszem na pranie'],
            [380, 2900],
            [
              [120, 180],
              [30, 40],
              [25, 35],
            ],
          ),
          furniture(
            'Lustra',
            ['Lustro łazienkowe'],
            ['z oświetleniem LED', 'okrągłe', 'prostokątne', 'z półką'],
            [160, 2600],
            [
              [50, 100],
              [40, 120],
              [2, 6],
            ],
          ),
          furniture(
            'Szafki wiszące',
            ['Szafka wisząca', 'Szafka lustrzana'],
            ['jednodrzwiowa', 'dwudrzwiowa', 'z półkami'],
            [240, 2200],
            [
              [40, 80],
              [30, 100],
              [15, 25],
            ],
          ),
        ],
      },
      {
        name: 'Prysznice',
        children: [
          shower(
            'Kabiny prysznicowe',
            ['Kabina prysznicowa'],
            ['kwadratowa 90x90', 'prostokątna 120x90', 'półokrągła 90x90', 'narożna 80x80'],
            [900, 6800],
            [
              [195, 200],
              [80, 120],
              [80, 100],
            ],
          ),
          shower(
            'Drzwi prysznicowe',
            ['Drzwi prysznicowe'],
            ['przesuwne 120', 'uchylne 90', 'składane 80', 'wnękowe 100'],
            [650, 4800],
            [
              [195, 200],
              [80, 140],
              [1, 3],
            ],
          ),
          shower(
            'Brodziki',
            ['Brodzik'],
            ['kwadratowy 90x90', 'prostokątny 120x80', 'półokrągły 90x90', 'posadzkowy 140x90'],
            [280, 2600],
            [
              [3, 15],
              [80, 100],
              [80, 140],
            ],
          ),
          shower(
            'Zestawy prysznicowe',
            ['Zestaw prysznicowy', 'Deszczownica'],
            ['z termostatem', 'natynkowy', 'podtynkowy', 'z deszczownicą 30 cm'],
            [240, 5200],
            [
              [90, 120],
              [20, 35],
              [30, 45],
            ],
          ),
          shower(
            'Odpływy liniowe',
            ['Odpływ liniowy'],
            ['60 cm', '80 cm', '90 cm', 'przyścienny 100 cm'],
            [180, 1600],
            [
              [7, 12],
              [7, 10],
              [60, 100],
            ],
          ),
        ],
      },
      {
        name: 'Wanny',
        children: [
          bath(
            'Wanny akrylowe',
            ['Wanna akrylowa'],
            ['prostokątna 170x75', 'prostokątna 160x70', 'narożna 150x150', 'asymetryczna 160x100'],
            [700, 5200],
          ),
          bath(
            'Wanny wolnostojące',
            ['Wanna wolnostojąca'],
            ['owalna 170', 'prostokątna 180', 'z konglomeratu 160'],
            [2400, 16800],
          ),
          shower(
            'Parawany nawannowe',
            ['Parawan nawannowy'],
            ['jednoczęściowy 80', 'dwuczęściowy 120', 'trzyczęściowy'],
            [320, 2100],
            [
              [140, 150],
              [70, 120],
              [1, 3],
            ],
          ),
        ],
      },
      {
        name: 'Akcesoria łazienkowe',
        children: [
          acc(
            'Wieszaki i haczyki',
            ['Wieszak na ręcznik', 'Haczyk łazienkowy'],
            ['pojedynczy', 'podwójny', 'drążek 60 cm'],
            [39, 420],
          ),
          acc(
            'Dozowniki i mydelniczki',
            ['Dozownik do mydła', 'Mydelniczka'],
            ['ścienna', 'nablatowa'],
            [45, 520],
          ),
          acc(
            'Uchwyty i półki',
            ['Uchwyt na papier toaletowy', 'Półka łazienkowa', 'Uchwyt na szczotkę WC'],
            ['ścienny', 'z klapką', 'narożna'],
            [39, 680],
          ),
          acc(
            'Stelaże i przyciski',
            ['Stelaż podtynkowy WC', 'Przycisk spłukujący'],
            ['do WC wiszącego', 'dwudzielny', 'pneumatyczny'],
            [120, 1900],
          ),
        ],
      },
    ],
  },
  {
    id: 38959,
    name: 'Kuchnia',
    children: [
      {
        name: 'Armatura kuchenna',
        children: [
          tap(
            'Baterie kuchenne',
            ['Bateria kuchenna', 'Bateria zlewozmywakowa'],
            ['z wyciąganą wylewką', 'stojąca', 'ścienna', 'z filtrem wody'],
            [210, 3900],
          ),
          acc(
            'Akcesoria kuchenne',
            ['Dozownik kuchenny', 'Ociekacz'],
            ['wpuszczany', 'stalowy'],
            [59, 690],
          ),
        ],
      },
    ],
  },
];

/** Services sold with articles (GetArticleServicesList). */
export const SERVICES = [
  { code: 'USL-MONTAZ-BAT', name: 'Montaż baterii', net: 150 },
  { code: 'USL-MONTAZ-WC', name: 'Montaż miski WC ze stelażem', net: 420 },
  { code: 'USL-MONTAZ-KAB', name: 'Montaż kabiny prysznicowej', net: 580 },
  { code: 'USL-GWAR-5', name: 'Przedłużona gwarancja 5 lat', net: 99 },
  { code: 'USL-TRANSPORT', name: 'Wniesienie na piętro', net: 80 },
];
