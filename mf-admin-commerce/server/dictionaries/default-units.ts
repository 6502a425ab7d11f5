// The units of measure a new shop starts with (the catalogue's product units); staff add more.
import type { DictionaryEntryInput } from '@armatura/shared-libs/contracts';

const unit = (value: string, labelPl: string, labelEn: string): DictionaryEntryInput => ({
  type: 'unit',
  value,
  labelPl,
  labelEn,
  isActive: true,
});

export const DEFAULT_UNITS: DictionaryEntryInput[] = [
  unit('szt', 'Sztuka', 'Piece'),
  unit('kpl', 'Komplet', 'Set'),
  unit('m', 'Metr', 'Metre'),
  unit('m2', 'Metr kwadratowy', 'Square metre'),
  unit('opak', 'Opakowanie', 'Pack'),
];
