'use client'
import { ResponsiveImage } from '@/components/ResponsiveImage.client'
import type { MixerSample } from '../logic/types'

/** A sample's face: its swatch picture over its own colour (no shift while the picture loads). */
export function Swatch({ sample, sizes, className }: { sample: MixerSample; sizes: string; className?: string }) {
  return (
    <span className={['mixer-swatch', className].filter(Boolean).join(' ')} style={sample.hex ? { backgroundColor: sample.hex } : undefined}>
      {sample.swatch && <ResponsiveImage src={sample.swatch} alt="" sizes={sizes} fill />}
    </span>
  )
}
