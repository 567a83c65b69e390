import { describe, expect, it } from 'vitest'
import { videoEmbed } from './videoEmbed'

describe('videoEmbed', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://m.youtube.com/shorts/dQw4w9WgXcQ',
  ])('YouTube %s plays in the no-cookie player', (address) => {
    expect(videoEmbed(address)).toEqual({ kind: 'frame', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' })
  })

  it('Vimeo plays with do-not-track', () => {
    expect(videoEmbed('https://vimeo.com/76979871')).toEqual({ kind: 'frame', src: 'https://player.vimeo.com/video/76979871?dnt=1' })
  })

  it('MP4 and WebM files play in a video element', () => {
    expect(videoEmbed('https://cdn.example.org/films/atelier.mp4')).toEqual({ kind: 'file', src: 'https://cdn.example.org/films/atelier.mp4' })
    expect(videoEmbed('/api/media/file/atelier.webm')).toEqual({ kind: 'file', src: '/api/media/file/atelier.webm' })
  })

  it.each(['javascript:alert(1)', 'http://youtu.be/dQw4w9WgXcQ', 'https://youtu.be/short', 'https://example.org/page', 'not a url', '//evil.example/a.mp4'])('%j is not shown', (address) => {
    expect(videoEmbed(address)).toBeNull()
  })
})
