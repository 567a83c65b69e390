'use client'
import dynamic from 'next/dynamic'

/*
 * The locator's components, each in a chunk of its own: a server component's plain import would
 * put them into the scripts of every page the catch-all route serves (product pages included).
 * Imported through `next/dynamic` from a client module, they load only on the pages that render
 * them, and still render on the server.
 */
export const StoreLocator = dynamic(() => import('./StoreLocator.client').then((module) => module.StoreLocator))
export const StoreLocatorWithMap = dynamic(() => import('./StoreLocatorWithMap.client').then((module) => module.StoreLocatorWithMap))
export const OpenNow = dynamic(() => import('./OpenNow.client').then((module) => module.OpenNow))
export const StoreRequestForm = dynamic(() => import('./StoreRequestForm.client').then((module) => module.StoreRequestForm))
