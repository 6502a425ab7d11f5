// Prices as the shop shows them (storefront.md §9): '1.234,50 zł'. Used in e-mails (the browser
// uses formatPrice from shared-libs).
export function formatZl(value: number): string {
  const [int, dec] = Math.abs(value).toFixed(2).split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${value < 0 ? '-' : ''}${grouped},${dec} zł`;
}
