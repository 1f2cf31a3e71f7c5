import type { BodyCallName, CallBody, CallResponse } from '../../shared/api/generated/calls';
import { cleanBody } from '../../shared/clean-body';
import type { ApiErrorBody } from '../../shared/api';
import { isErrorCode } from '../../shared/errors/codes';
import { readSessionValue } from '../state/session-storage';
import { ApiError } from './api-error';

export const apiBase = '/api';
const defaultTimeoutMs = 30_000;

export interface CallOptions {
  /** Guarded, state-changing calls send the CSRF value from session storage key loginEnd. */
  csrf?: boolean;
  method?: 'GET' | 'POST';
  timeoutMs?: number;
  /** Path prefix; '/api' unless said (the session calls live under '/oauth-agent'). */
  base?: string;
  /** Extra request headers, e.g. x-origination-csrf for the oauth agent. */
  headers?: Record<string, string>;
  /** A 401 is only thrown, without the app-wide session-ended behaviour (e.g. a best-effort logout). */
  quietUnauthorized?: boolean;
}

type UnauthorizedHandler = (message: string) => void;
let onUnauthorized: UnauthorizedHandler = () => undefined;

/** The app wires the 401 behaviour (alert, verified flag false, redirect to /verify) once at start. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

function headersFor(options: CallOptions): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (options.csrf) {
    const token = readSessionValue<string>('loginEnd');
    if (token) headers['x-csrf-token'] = token;
  }
  return { ...headers, ...options.headers };
}

async function send(path: string, body: unknown, options: CallOptions): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? defaultTimeoutMs);
  try {
    const method = options.method ?? 'POST';
    return await fetch(`${options.base ?? apiBase}/${path.replace(/^\//, '')}`, {
      method,
      mode: 'cors',
      credentials: 'include',
      headers: headersFor(options),
      body: method === 'GET' ? undefined : JSON.stringify(cleanBody(body ?? {})),
      signal: controller.signal,
    });
  } catch (cause) {
    if (timedOut) throw new ApiError('timeout', 'The request timed out.');
    throw new ApiError('network', cause instanceof Error ? cause.message : 'Network failure.');
  } finally {
    clearTimeout(timer);
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('unparseable', 'The response could not be read.', { status: response.status });
  }
}

function httpError(status: number, body: unknown): ApiError {
  const parsed = (body ?? {}) as Partial<ApiErrorBody>;
  return new ApiError('http', typeof parsed.message === 'string' ? parsed.message : `HTTP ${status}`, {
    status,
    code: isErrorCode(parsed.code) ? parsed.code : null,
    fields: Array.isArray(parsed.fields) ? parsed.fields : [],
  });
}

/** One call to the API: JSON in and out, body cleaned, distinct error kinds. */
export async function callApi<T>(path: string, body?: unknown, options: CallOptions = {}): Promise<T> {
  const response = await send(path, body, options);
  if (response.status === 401) {
    const error = httpError(401, await readJson(response).catch(() => null));
    if (!options.quietUnauthorized) onUnauthorized(error.message);
    throw error;
  }
  const data = await readJson(response);
  if (!response.ok) throw httpError(response.status, data);
  return data as T;
}

/** `POST /api/<call>` by the call's name: its body and answer typed by the generated call map. */
export function apiCall<C extends BodyCallName>(call: C, body: CallBody<C>, options: CallOptions = {}): Promise<CallResponse<C>> {
  return callApi<CallResponse<C>>(call, body, options);
}
