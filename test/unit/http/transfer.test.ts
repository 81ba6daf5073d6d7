import { createTransfer, type TransferDeps } from '@/services/http/transfer'

const deps = (over: Partial<TransferDeps> = {}): TransferDeps => ({
  upload: jest.fn().mockResolvedValue({ statusCode: 200, data: '{"code":0,"data":{"url":"https://oss/x.png"}}' }),
  download: jest.fn().mockResolvedValue({ statusCode: 200, tempFilePath: '/tmp/x' }),
  getToken: () => 'stu',
  whenLoginReady: () => Promise.resolve(),
  timeoutMs: 60_000,
  ...over,
})

describe('upload and download', () => {
  it('upload sends the bearer header and the 60 s limit and judges the JSON answer', async () => {
    const d = deps()
    const t = createTransfer(d)
    await expect(t.upload('/up', '/local/a.png')).resolves.toEqual({ code: 0, data: { url: 'https://oss/x.png' } })
    expect(d.upload).toHaveBeenCalledWith(expect.objectContaining({ header: { Authorization: 'Bearer stu' }, timeout: 60_000, name: 'file' }))
  })
  it('an upload whose service refuses it rejects as a business error', async () => {
    const t = createTransfer(deps({ upload: jest.fn().mockResolvedValue({ statusCode: 200, data: '{"code":1,"msg":"文件过大"}' }) }))
    await expect(t.upload('/up', '/a')).rejects.toMatchObject({ kind: 'biz', message: '文件过大' })
  })
  it('download uses the same limit and reports timeouts and failures as typed errors', async () => {
    const d = deps()
    await expect(createTransfer(d).download('/f')).resolves.toBe('/tmp/x')
    expect(d.download).toHaveBeenCalledWith({ url: '/f', header: { Authorization: 'Bearer stu' }, timeout: 60_000 })
    await expect(createTransfer(deps({ download: jest.fn().mockRejectedValue({ errMsg: 'downloadFile:fail timeout' }) })).download('/f')).rejects.toMatchObject({ kind: 'timeout' })
    await expect(createTransfer(deps({ download: jest.fn().mockResolvedValue({ statusCode: 404, tempFilePath: '' }) })).download('/f')).rejects.toMatchObject({ kind: 'server' })
    await expect(createTransfer(deps({ download: jest.fn().mockResolvedValue({ statusCode: 401, tempFilePath: '' }) })).download('/f')).rejects.toMatchObject({ kind: 'session-invalid' })
  })
})
