'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useSession } from '@/components/auth/session-context';
import { placeBackorder } from '@/lib/client/storefront';
import { BACKORDER_CLOSE_DELAY_MS } from '@/lib/constants/orders';
import { STOREFRONT_MESSAGES as MESSAGES } from '@/lib/messages/storefront';
import { toCents } from '@/lib/money';
import type { PersonalisationAnswers } from '@/lib/schemas/personalisation';
import type { Product } from '@/lib/schemas/product';

export type BackorderStatus =
  { state: 'idle' | 'submitting' | 'success' } | { state: 'error'; message: string; signIn: boolean };

/** A whole number of at least 1, or null. */
function validQuantity(raw: string): number | null {
  const value = Number(raw);
  return raw.trim() !== '' && Number.isInteger(value) && value >= 1 ? value : null;
}

/**
 * The backorder form's state and call: the quantity as typed (null while it is not a whole number
 * of at least 1), its total, and Place Backorder for the signed-in shopper, which closes the
 * overlay 2 s after it succeeds.
 */
export function useBackorder(
  product: Pick<Product, 'id' | 'price'> & { variantId?: string; answers?: PersonalisationAnswers },
  onClose: () => void,
) {
  const { data, status: sessionStatus } = useSession();
  const user = sessionStatus === 'authenticated' && !data?.error ? data.user : null;
  const [raw, setRaw] = useState('1');
  const [status, setStatus] = useState<BackorderStatus>({ state: 'idle' });
  const quantity = validQuantity(raw);
  const totalCents = quantity ? toCents(product.price) * quantity : 0;

  useEffect(() => {
    if (status.state !== 'success') return;
    const timer = setTimeout(onClose, BACKORDER_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status.state, onClose]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!quantity) return;
    if (!user) return setStatus({ state: 'error', message: MESSAGES.backorderLoginRequired, signIn: true });
    setStatus({ state: 'submitting' });
    const result = await placeBackorder({
      productId: product.id,
      variantId: product.variantId,
      personalisation: product.answers,
      quantity,
      totalCents,
      customer: user,
    });
    if ('error' in result)
      setStatus({ state: 'error', message: result.error, signIn: result.httpStatus === 401 });
    else setStatus({ state: 'success' });
  };

  return { raw, setRaw, quantity, totalCents, status, busy: status.state === 'submitting', submit };
}
