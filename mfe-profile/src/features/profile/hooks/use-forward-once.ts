import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/**
 * Moves to `to` once, after the page has mounted (never on the server). Unlike react-router's <Navigate>,
 * whose effect runs again when the router changes, a later navigation (the API's 401 redirect to the login
 * page) is never undone by this one.
 */
export function useForwardOnce(to: string) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void navigate(to, { replace: true });
  }, [navigate, to]);
}
