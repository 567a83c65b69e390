import { advanceFontScript } from '@/domain/fonts/advanceFont'
import { ADVANCE_FONT_BASE64, ADVANCE_FONT_UNICODE_RANGE } from './advanceFont.generated'

/**
 * Goes in the head of Chinese pages: on a device with no CJK font (it draws '中' as the
 * missing-glyph box), adds the blank advance face ('Vesta CJK Advance', last in the Chinese stack
 * of site.css) before the body is parsed, so that the characters take their final room from the
 * first layout (decision 019). About 2.9 KB of HTML.
 */
export function AdvanceFontScript() {
  return <script id="cjk-advance" dangerouslySetInnerHTML={{ __html: advanceFontScript(ADVANCE_FONT_BASE64, ADVANCE_FONT_UNICODE_RANGE) }} />
}
