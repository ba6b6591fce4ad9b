/**
 * The design card's fixed front-end libraries (product.md), with every export the storefront's
 * first load uses and no shop code: bench:web bundles this alone to show the floor under the
 * home page's initial JS.
 */
import { createRoot } from 'react-dom/client';
import * as react from 'react';
import { BrowserRouter, Link, NavLink, Outlet, useLocation, useNavigate, useNavigationType, useParams, useRoutes, useSearchParams } from 'react-router-dom';
import { QueryClient, QueryClientProvider, keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Provider, atom, createStore, useAtom, useAtomValue, useSetAtom } from 'jotai';
import createClient from 'openapi-fetch';

const used = [
  react.StrictMode, react.Suspense, react.lazy, react.startTransition, react.useState, react.useEffect, react.useRef, react.useId,
  react.useMemo, react.useCallback, react.useSyncExternalStore, react.Component,
  BrowserRouter, Link, NavLink, Outlet, useLocation, useNavigate, useNavigationType, useParams, useRoutes, useSearchParams,
  QueryClient, QueryClientProvider, keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient,
  Provider, atom, createStore, useAtom, useAtomValue, useSetAtom, createClient,
];
createRoot(document.body).render(react.createElement('output', null, used.length));
