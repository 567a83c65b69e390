'use client'
import { Canvas, useThree } from '@react-three/fiber'
import { useEffect, useMemo } from 'react'
import { BoxGeometry, ClampToEdgeWrapping, MeshStandardMaterial, RepeatWrapping, SRGBColorSpace, TextureLoader, type Texture } from 'three'
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js'
import { silhouette, type Dimensions, type Surface } from '@/domain/configurator/silhouette'

export interface Stage3DProps {
  dimensions: Dimensions
  /** Swatch address and colour per surface. */
  fills: Record<Surface, { src: string | null; hex: string }>
  label: string
  reducedMotion: boolean
}

/** Centimetres to the scene's metres. */
const M = 0.01
/** A swatch tile covers this many centimetres of a surface. */
const TILE_CM = 30

function Controls({ reducedMotion, radius }: { reducedMotion: boolean; radius: number }) {
  const camera = useThree((state) => state.camera)
  const element = useThree((state) => state.gl.domElement)
  const invalidate = useThree((state) => state.invalidate)
  useEffect(() => {
    const controls = new OrbitControls(camera, element)
    controls.enableDamping = !reducedMotion
    controls.enablePan = false
    controls.minDistance = radius * 1.2
    controls.maxDistance = radius * 4
    controls.maxPolarAngle = Math.PI / 2.05
    controls.target.set(0, radius * 0.25, 0)
    controls.update()
    const onChange = () => invalidate()
    controls.addEventListener('change', onChange)
    // Keyboard: arrows turn the piece, + and - zoom (the canvas is focusable).
    const onKey = (event: KeyboardEvent) => {
      const step = Math.PI / 16
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        const angle = event.key === 'ArrowLeft' ? -step : step
        const { x, z } = camera.position
        camera.position.x = x * Math.cos(angle) - z * Math.sin(angle)
        camera.position.z = x * Math.sin(angle) + z * Math.cos(angle)
      } else if (event.key === '+' || event.key === '=' || event.key === '-') {
        const factor = event.key === '-' ? 1.12 : 1 / 1.12
        const next = camera.position.clone().sub(controls.target).multiplyScalar(factor)
        const length = Math.min(controls.maxDistance, Math.max(controls.minDistance, next.length()))
        camera.position.copy(controls.target).add(next.setLength(length))
      } else return
      event.preventDefault()
      controls.update()
      invalidate()
    }
    element.addEventListener('keydown', onKey)
    let frame = 0
    const tick = () => {
      if (controls.update()) invalidate()
      frame = requestAnimationFrame(tick)
    }
    if (!reducedMotion) frame = requestAnimationFrame(tick)
    return () => {
      cancelAnimationFrame(frame)
      element.removeEventListener('keydown', onKey)
      controls.removeEventListener('change', onChange)
      controls.dispose()
    }
  }, [camera, element, invalidate, reducedMotion, radius])
  return null
}

function useTextures(fills: Stage3DProps['fills']): Record<Surface, Texture | null> {
  const loader = useMemo(() => new TextureLoader(), [])
  const textures = useMemo(() => {
    const load = (src: string | null) => {
      if (!src) return null
      const texture = loader.load(src)
      texture.colorSpace = SRGBColorSpace
      texture.wrapS = RepeatWrapping
      texture.wrapT = RepeatWrapping
      return texture
    }
    return { body: load(fills.body.src), cushions: load(fills.cushions.src), legs: load(fills.legs.src) }
  }, [loader, fills.body.src, fills.cushions.src, fills.legs.src])
  useEffect(() => () => Object.values(textures).forEach((texture) => texture?.dispose()), [textures])
  return textures
}

function Piece({ dimensions, fills }: Pick<Stage3DProps, 'dimensions' | 'fills'>) {
  const textures = useTextures(fills)
  const invalidate = useThree((state) => state.invalidate)
  const boxes = useMemo(() => silhouette(dimensions), [dimensions])
  const maxX = Math.max(...boxes.map((box) => box.x + box.width))
  const maxZ = Math.max(...boxes.map((box) => box.z + box.depth))
  const meshes = useMemo(
    () =>
      boxes.map((box) => {
        const geometry = new BoxGeometry(box.width * M, box.height * M, box.depth * M)
        const base = textures[box.surface]
        const map = base?.clone() ?? null
        if (map) {
          map.wrapS = box.surface === 'legs' ? ClampToEdgeWrapping : RepeatWrapping
          map.repeat.set(Math.max(1, box.width / TILE_CM), Math.max(1, box.height / TILE_CM))
          map.needsUpdate = true
        }
        const material = new MeshStandardMaterial({ color: map ? '#ffffff' : fills[box.surface].hex, map, roughness: box.surface === 'legs' ? 0.4 : 0.9 })
        const position: [number, number, number] = [(box.x + box.width / 2 - maxX / 2) * M, (box.y + box.height / 2) * M, (box.z + box.depth / 2 - maxZ / 2) * M]
        return { geometry, material, position }
      }),
    [boxes, textures, fills, maxX, maxZ],
  )
  // Swatches arrive after the first frame: draw again a few times while they load (frames are on demand).
  useEffect(() => {
    const timer = window.setInterval(() => invalidate(), 250)
    const stop = window.setTimeout(() => window.clearInterval(timer), 4000)
    return () => {
      window.clearInterval(timer)
      window.clearTimeout(stop)
    }
  }, [textures, invalidate])
  useEffect(
    () => () =>
      meshes.forEach(({ geometry, material }) => {
        geometry.dispose()
        material.map?.dispose()
        material.dispose()
      }),
    [meshes],
  )
  return (
    <group>
      {meshes.map(({ geometry, material, position }, index) => (
        <mesh key={index} geometry={geometry} material={material} position={position} castShadow receiveShadow />
      ))}
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, 0, 0]} receiveShadow>
        <planeGeometry args={[maxX * M * 3, maxZ * M * 4]} />
        <meshStandardMaterial color="#e4ddd2" roughness={1} />
      </mesh>
    </group>
  )
}

/**
 * The configured piece in 3D (issue 20): boxes from the version's dimensions dressed in the
 * chosen swatches, turned and zoomed by pointer, touch or keyboard (arrows, + and −). Rendered
 * on demand only (no animation loop when nothing moves; none at all with reduced motion).
 * Loaded by `import()` from the configurator only, only when WebGL is there.
 */
export default function Stage3D({ dimensions, fills, label, reducedMotion }: Stage3DProps) {
  const radius = (Math.max(dimensions.length, dimensions.depth) * M) / 1.4
  return (
    <Canvas
      frameloop="demand"
      shadows
      dpr={[1, 2]}
      camera={{ position: [radius * 1.2, radius * 1.1, radius * 2.2], fov: 40, near: 0.05, far: 60 }}
      tabIndex={0}
      role="img"
      aria-label={label}
    >
      <color attach="background" args={['#ece6dc']} />
      <hemisphereLight args={['#ffffff', '#b8ab98', 1.6]} />
      <directionalLight position={[2, 4, 3]} intensity={1.8} castShadow />
      <Piece dimensions={dimensions} fills={fills} />
      <Controls reducedMotion={reducedMotion} radius={radius} />
    </Canvas>
  )
}
