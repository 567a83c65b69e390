import { resolvePath } from '@/data/resolve'
import { pathLayout } from '@/components/shell/pathLayout'

export default pathLayout(resolvePath)
