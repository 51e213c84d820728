'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, useLayoutEffect, useRef, useState } from 'react';
import { VARIANT_MESSAGES, VARIANT_QUERY_PARAM } from '@/lib/constants/variants';
import { EARLY_SCOPE_ATTRIBUTE } from '@/lib/early-taps';
import { whenRouterFollows } from '@/lib/hydration-signal';
import { linePrice } from '@/lib/line-price';
import { formatPrice } from '@/lib/money';
import { choiceLabel, findVariant, priceRange, variantInStock, variantsOf } from '@/lib/product-variants';
import type { Product, ProductVariant } from '@/lib/schemas/product';
import { ProductPrice } from './product-price';
import { questionsOf, usePersonalisation } from './personalisation-fields';
import { PurchaseControls } from './product-purchase-panel';
import { useInventoryUpdates } from './realtime-provider';

/** The variant named in the address (`?variant=<id>`), read where the page allows it. */
function useChosenId(): string | null {
  return useSearchParams()?.get(VARIANT_QUERY_PARAM) ?? null;
}

/**
 * Puts the choice in the address without a new history entry, so a reload or Back keeps it. The
 * state is null: the router then takes the call as the page's own and `useSearchParams` follows it
 * (a state of the router's own would be passed over).
 */
function chooseVariant(id: string): void {
  // A size tapped while React is still taking the page waits for the router to follow the address,
  // outliving the picker if React replaces it meanwhile; it is dropped only if the page has changed.
  const page = window.location.pathname;
  whenRouterFollows(() => {
    if (window.location.pathname !== page) return;
    const url = new URL(window.location.href);
    url.searchParams.set(VARIANT_QUERY_PARAM, id);
    window.history.replaceState(null, '', url);
  });
}

/**
 * Each variant's live stock: the page's values, then every inventory update naming a variant
 * of this product. A fresh page (new variants) starts again from its values.
 */
function useVariantStocks(product: Product): Record<string, number | null> {
  const variants = variantsOf(product);
  const [live, setLive] = useState<{ from: ProductVariant[]; values: Record<string, number | null> }>({
    from: variants,
    values: {},
  });
  const values = live.from === variants ? live.values : {};
  useInventoryUpdates(
    (event) => {
      if (event.productId !== product.id || !event.variantId || event.newVariantInventory === undefined)
        return;
      const { variantId, newVariantInventory } = event;
      setLive((last) => ({
        from: variants,
        values: { ...(last.from === variants ? last.values : {}), [variantId]: newVariantInventory },
      }));
    },
    [product.id],
  );
  return Object.fromEntries(
    variants.map((variant) => [
      variant.id,
      variant.id in values ? values[variant.id] : variant.totalInventory,
    ]),
  );
}

/** A product's price for the chosen variant, else its only price or "From" the lowest. */
function VariantPriceView({
  product,
  className,
  chosenId,
  showLowest = false,
}: {
  product: Product;
  className: string;
  chosenId: string | null;
  showLowest?: boolean;
}) {
  const chosen = findVariant(product, chosenId);
  if (chosen)
    return (
      <ProductPrice
        product={{
          ...product,
          price: linePrice({ product: product.price, variant: chosen.price }),
          lowestPrice30Days: chosen.lowestPrice30Days,
        }}
        className={className}
        showLowest={showLowest}
      />
    );
  const { min, max } = priceRange(product);
  if (min === max)
    return (
      <ProductPrice product={{ ...product, price: min }} className={className} showLowest={showLowest} />
    );
  return (
    <p className={className} data-testid="price-from">
      {VARIANT_MESSAGES.fromPrice(formatPrice(min))}
    </p>
  );
}

type VariantPriceProps = { product: Product; className: string; showLowest?: boolean };

function VariantPriceFromAddress(props: VariantPriceProps) {
  return <VariantPriceView {...props} chosenId={useChosenId()} />;
}

/** The price line of a product with variants: the chosen one's, following the address. */
export function ProductVariantPrice(props: VariantPriceProps) {
  return (
    <Suspense fallback={<VariantPriceView {...props} chosenId={null} />}>
      <VariantPriceFromAddress {...props} />
    </Suspense>
  );
}

type PickerProps = {
  product: Product;
  label: string;
  stocks: Record<string, number | null>;
  chosenId: string | null;
  onChoose: (id: string) => void;
};

/**
 * One radio button per variant, under a visible label ("Size"); sold-out ones shown and disabled.
 * They work from the first paint: a size checked before React has the page is read back then.
 */
export function VariantPicker({ product, label, stocks, chosenId, onChoose }: PickerProps) {
  return (
    <fieldset className="variant-picker" data-testid="variant-picker">
      <legend className="variant-picker__label">{label}</legend>
      <div className="variant-picker__options">
        {variantsOf(product).map((variant) => {
          const inStock = variantInStock(stocks[variant.id] ?? null);
          return (
            <label
              key={variant.id}
              className={`variant-picker__option${inStock ? '' : ' variant-picker__option--sold-out'}`}
            >
              <input
                type="radio"
                name={`variant-${product.id}`}
                value={variant.id}
                checked={chosenId === variant.id}
                disabled={!inStock}
                onChange={() => onChoose(variant.id)}
              />
              <span>{variant.name}</span>
              {!inStock && <span className="variant-picker__note">{VARIANT_MESSAGES.soldOut}</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

type PurchaseProps = { product: Product; storeName: string };

/**
 * The picker, the chosen variant's live availability and Add to Basket (disabled, with a hint,
 * until one is chosen). The choice lives in the address; `chosenId` is what it says now.
 */
function VariantPurchaseView({ product, storeName }: PurchaseProps) {
  const stocks = useVariantStocks(product);
  // The answers outlive a change of size (the controls below start afresh for each).
  const personalisation = usePersonalisation(product.id, questionsOf(product));
  // What the address says, once the browser has read it (the server's HTML cannot know it).
  const [chosenId, setChosenId] = useState<string | null>(null);
  // Chosen here before the address is read back (a click, then the next render).
  const [picked, setPicked] = useState<string | null>(null);
  const scope = useRef<HTMLDivElement>(null);
  const chosen = findVariant(product, picked ?? chosenId);
  const label = choiceLabel(variantsOf(product), product.optionNames);
  const values = Object.values(stocks);
  const total = values.some((stock) => stock === null)
    ? null
    : values.reduce<number>((sum, stock) => sum + (stock ?? 0), 0);
  const choose = (id: string) => {
    setPicked(id);
    chooseVariant(id);
  };
  // A size tapped before React had the page is checked on screen only: it is the choice.
  useLayoutEffect(() => {
    const checked = scope.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (!checked) return;
    setPicked(checked.value);
    // Into the address once the router has started (chooseVariant waits for it).
    chooseVariant(checked.value);
    // Once, as React takes over the page's own HTML.
  }, []);
  return (
    <div className="variant-purchase" ref={scope} {...{ [EARLY_SCOPE_ATTRIBUTE]: '' }}>
      <Suspense fallback={null}>
        <ChosenFromAddress onRead={setChosenId} />
      </Suspense>
      <VariantPicker
        product={product}
        label={label}
        stocks={stocks}
        chosenId={chosen?.id ?? null}
        onChoose={choose}
      />
      <PurchaseControls
        key={chosen?.id ?? 'none'}
        product={product}
        storeName={storeName}
        variant={chosen}
        live={chosen ? (stocks[chosen.id] ?? null) : total}
        chooseHint={chosen ? undefined : VARIANT_MESSAGES.chooseFirst(label)}
        personalisation={personalisation}
      />
    </div>
  );
}

/** Reads the variant in the address, in the browser, and hands it up; draws nothing. */
function ChosenFromAddress({ onRead }: { onRead: (id: string | null) => void }) {
  const chosenId = useChosenId();
  useLayoutEffect(() => {
    onRead(chosenId);
  }, [chosenId, onRead]);
  return null;
}

/**
 * The buying part of a product page for a product with variants. Its radios and button are the
 * page's own HTML, taken over by React rather than drawn again, so what a shopper tapped first
 * stays (the address is read beside them, see ChosenFromAddress).
 */
export function ProductVariantPurchase(props: PurchaseProps) {
  return <VariantPurchaseView {...props} />;
}
