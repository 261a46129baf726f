/** The builder's texts around reading a product link (the spec gives none besides the form's). */
export const PRODUCT_READ_TEXTS = {
  loading: 'Učitavam proizvod…',
  filled: 'Podaci su preuzeti sa stranice proizvoda. Proverite ih i dopunite pre kreiranja.',
  converted: (from: string, to: string) => `Cene su preračunate iz ${from} u ${to}.`,
  failed: 'Stranicu proizvoda nije moguće učitati. Popunite podatke ručno.',
} as const;
