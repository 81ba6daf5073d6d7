/**
 * Hostile HTML the services may send (a compromised editor, a pasted snippet). The mock serves it
 * inside some article bodies so the storefront's sanitizer is exercised end to end.
 */
export const HOSTILE_HTML_SAMPLES: readonly string[] = [
  `<img src='https://x" onerror="alert(1)'>`,
  '<a href="javascript:alert(1)">点击领取福利</a>',
  '<a href="JaVaScRiPt:alert(1)">查看原文</a>',
  '<a href="javascript&#58;alert(1)">更多资料</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">下载附件</a>',
  '<svg onload="alert(1)"><circle r="4"/></svg>',
  '<iframe src="https://evil.example/frame"></iframe>',
  '<script>alert(1)</script>',
  '<img src="https://oss.example/a.png"" onerror="alert(1)">',
  '<img src=x onerror=alert(1)//>',
  '<style>body{display:none}</style>',
  '<p onclick="alert(1)" onmouseover="alert(1)">把鼠标放在这里</p>',
]

/** All samples in one body, between ordinary paragraphs. */
export const HOSTILE_BODY = `<p>以下内容来自外部编辑器粘贴，平台已做安全处理。</p>${HOSTILE_HTML_SAMPLES.join('\n')}<p>正文结束。</p>`
