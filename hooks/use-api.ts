"use client";

import { useEffect, useRef, useState } from "react";
import type { ApiRequestError } from "@/lib/http/client";
import type { Endpoint } from "@/lib/http/client";
import { useLoad } from "./use-load";

/** The answer for `key`, and the last data read (kept through a later failure). */
type Answer<T> = { key: string; data?: T; error?: ApiRequestError; last?: T };

type Options = {
  /** Runs once per failed read, for the caller's toast. */
  onError?: (error: ApiRequestError) => void;
  /** A new number reads the address again (a route whose every answer differs: random suggestions). */
  round?: number;
  /** While the next answer is on its way, the last one stays (no flash of the empty state between two). */
  keepPrevious?: boolean;
};

/**
 * The browser's one way to read a JSON route for what it shows: the answer of `endpoint` (an API_PATHS address),
 * read when it is given and again when it changes; null reads nothing. It reads through useLoad, so an answer for
 * an address no longer asked for is dropped, and two components asking one address at once make one request
 * (getJson).
 */
export function useApi<T>(
  endpoint: Endpoint<T> | null,
  { onError, round = 0, keepPrevious = false }: Options = {},
): { data: T | undefined; error: ApiRequestError | undefined; loading: boolean } {
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const { load } = useLoad();
  const reportError = useRef(onError);
  useEffect(() => {
    reportError.current = onError;
  });

  const key = endpoint === null ? null : `${round} ${endpoint}`;
  useEffect(() => {
    if (endpoint === null || key === null) return;
    void load(endpoint, (error) => {
      setAnswer((previous) => ({ key, error, last: previous?.last }));
      reportError.current?.(error);
    }).then((data) => {
      if (data !== undefined) setAnswer({ key, data, last: data });
    });
  }, [endpoint, key, load]);

  const current = answer !== null && answer.key === key ? answer : null;
  const data = current?.data ?? (keepPrevious && key !== null ? answer?.last : undefined);
  return { data, error: current?.error, loading: key !== null && current === null };
}
