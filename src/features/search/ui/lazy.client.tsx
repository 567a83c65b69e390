'use client'
import dynamic from 'next/dynamic'

/*
 * The search box in a chunk of its own: the slice's door is imported by the header on every
 * page (for the box's labels), and a plain import of the box from there would put its code into
 * the scripts of every page. Through `next/dynamic` it loads only where a search form renders
 * (and still renders on the server); the header's panel loads it itself on first opening.
 */
export const SearchBox = dynamic(() => import('./SearchBox.client').then((module) => module.SearchBox))
