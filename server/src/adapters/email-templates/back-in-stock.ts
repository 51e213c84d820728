/** The one mail a shopper asked for on a sold-out favourite: it is back in stock. */
export function backInStockEmail(productName: string, storeName: string, link: string) {
  return {
    subject: `${productName} is back in stock`,
    text: `Good news: ${productName} is back in stock at ${storeName}.\n\nSee it here: ${link}\n\nYou asked to be emailed once when it was back; we will not email you about it again unless you ask again.\n\n${storeName}`,
  };
}
