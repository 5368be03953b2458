/** A lender's figure in pounds as whole pennies, so that sums and comparisons of quote figures are exact. */
export const pennies = (pounds: number): number => Math.round(pounds * 100);
