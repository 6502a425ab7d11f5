// Brands of the demo catalogue (real manufacturers of bathroom fittings), with the code prefix and
// the style of their catalogue numbers.
export interface BrandDef {
  name: string;
  prefix: string;
  series: string[];
  catalog: 'num8' | 'dash' | 'alnum';
}

export const BRANDS: BrandDef[] = [
  {
    name: 'Grohe',
    prefix: 'GRO',
    series: ['Eurosmart', 'Essence', 'Lineare', 'Eurocube', 'BauEdge', 'Atrio', 'Plus'],
    catalog: 'num8',
  },
  {
    name: 'Hansgrohe',
    prefix: 'HAN',
    series: ['Talis E', 'Logis', 'Metropol', 'Vernis Blend', 'Finoris', 'Rebris S'],
    catalog: 'num8',
  },
  {
    name: 'Kohler',
    prefix: 'KOH',
    series: ['Purist', 'Components', 'Occasion', 'Composed'],
    catalog: 'dash',
  },
  {
    name: 'Duravit',
    prefix: 'DUR',
    series: ['ME by Starck', 'D-Neo', 'Happy D.2', 'Starck 3', 'Vero Air'],
    catalog: 'num8',
  },
  {
    name: 'Villeroy & Boch',
    prefix: 'VIB',
    series: ['Subway 3.0', 'Avento', 'Finion', 'O.novo', 'Collaro'],
    catalog: 'alnum',
  },
  {
    name: 'Geberit',
    prefix: 'GEB',
    series: ['Sigma', 'Duofix', 'iCon', 'Acanto', 'Smyle'],
    catalog: 'dash',
  },
  { name: 'Laufen', prefix: 'LAU', series: ['Pro S', 'Kartell', 'Val', 'Lua'], catalog: 'alnum' },
  {
    name: 'Roca',
    prefix: 'ROC',
    series: ['Inspira', 'The Gap', 'Meridian', 'Ona'],
    catalog: 'alnum',
  },
  {
    name: 'Cersanit',
    prefix: 'CER',
    series: ['Moduo', 'Larga', 'City', 'Crea', 'Inverto'],
    catalog: 'alnum',
  },
  {
    name: 'Koło',
    prefix: 'KOL',
    series: ['Nova Pro', 'Traffic', 'Modo', 'Rekord'],
    catalog: 'alnum',
  },
  {
    name: 'Ferro',
    prefix: 'FER',
    series: ['Algeo', 'Zumba', 'Vitto', 'Tiga', 'Stratos'],
    catalog: 'alnum',
  },
  {
    name: 'Kludi',
    prefix: 'KLU',
    series: ['Pure&Solid', 'Zenta', 'Balance', 'Ameo'],
    catalog: 'num8',
  },
  { name: 'Tres', prefix: 'TRE', series: ['Study', 'Loft', 'Cuadro', 'Slim'], catalog: 'num8' },
  { name: 'Omnires', prefix: 'OMN', series: ['Y', 'Contour', 'Parma', 'Fresh'], catalog: 'alnum' },
  {
    name: 'Radaway',
    prefix: 'RAD',
    series: ['Idea', 'Espera', 'Euphoria', 'Nes'],
    catalog: 'dash',
  },
  {
    name: 'Excellent',
    prefix: 'EXC',
    series: ['Lumina', 'Ness', 'Arana', 'Oceana'],
    catalog: 'alnum',
  },
  {
    name: 'Elita',
    prefix: 'ELI',
    series: ['Kwadro', 'Barcelona', 'Look', 'Sote'],
    catalog: 'dash',
  },
  {
    name: 'Deante',
    prefix: 'DEA',
    series: ['Alpinia', 'Arnika', 'Silia', 'Hiacynt'],
    catalog: 'alnum',
  },
];
