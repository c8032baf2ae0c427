import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AppNavigation } from './navigation';

/**
 * Hands the router's navigate to the app's code outside React, for as long as it is mounted.
 *
 * In a passive effect, not a layout effect: the router starts listening to the browser's history
 * in a layout effect of its own, and a child's layout effects run before its parent's. A page
 * asked for before the router had mounted (the return from the identity provider, when her sign-in
 * finished before the app's first render) was opened from a layout effect here, before the router
 * listened: the address changed and the router never heard of it, and she stayed on 'Checking your
 * sign-in…'. Passive effects run once every layout effect of the commit has.
 */
export function ConnectNavigation({ navigation }: { navigation: AppNavigation }) {
  const navigate = useNavigate();
  useEffect(() => navigation.connect(navigate), [navigation, navigate]);
  return null;
}
