/*
 * First-boot articles (DESIGN §2, §7): four stories (two news, two announcements), each written
 * in all 15 interface languages. Written once and kept here; nothing is fetched.
 * Generated from hand-written text; edit the text, not the markup.
 */
import type { Lang } from '@fxdesk/contract';

export interface SeedStory {
  key: string;
  category: 1 | 2;
  logo: string;
  /** How long before the first boot the story was published. */
  ageHours: number;
  versions: Record<Lang, { title: string; desc: string; content: string }>;
}

import { ANNOUNCEMENT_STORIES } from './news.seed-announcements.js';

/** The two news stories (category 1); the announcements are in news.seed-announcements.ts. */
const NEWS_STORIES: readonly SeedStory[] = [
  {
    key: 'weekly-outlook',
    category: 1,
    logo: '/img/news-markets.svg',
    ageHours: 20,
    versions: {
      hk: {
        title: '每週展望：央行議息前歐元走勢持穩',
        desc: '本週歐元兌美元在窄幅區間內徘徊，交易員等待歐洲央行與聯儲局的決定。以下是值得關注的重點。',
        content:
          '<p>本週大部分時間，歐元兌美元在1.0820至1.0910之間波動。美國數據偏弱，而歐元區通脹數據偏強，兩者互相抵消。波動率低於月均水平，顯示市場正等待央行給出方向。</p><p>英國零售銷售數據強勁，英鎊表現領先；美債收益率回升，日圓再度走弱。</p><p><img src="/img/news-calendar.svg" alt="" width="640" height="320" /></p><h3>下週重點事件</h3><ul><li>歐洲央行利率決議及記者會（星期四）</li><li>美國非農就業數據（星期五）</li><li>日本全國消費物價指數（星期五）</li></ul><blockquote><p>重要數據公佈時，市場可能急速波動，點差亦可能擴大。請控制倉位並善用止損。</p></blockquote>',
      },
      en: {
        title: 'Weekly outlook: euro steadies ahead of central bank decisions',
        desc: 'EUR/USD held a tight range this week as traders waited for the ECB and Federal Reserve. Here is what to watch.',
        content:
          '<p>The euro spent most of the week between 1.0820 and 1.0910 against the dollar as softer US data balanced firmer inflation readings in the eurozone. Volatility stayed below its monthly average, a sign that the market is waiting for direction from the central banks.</p><p>Sterling outperformed after stronger UK retail sales, while the yen weakened again as US yields edged higher.</p><p><img src="/img/news-calendar.svg" alt="" width="640" height="320" /></p><h3>Key events next week</h3><ul><li>ECB rate decision and press conference (Thursday)</li><li>US non-farm payrolls (Friday)</li><li>Japan national CPI (Friday)</li></ul><blockquote><p>Event days can bring sudden moves and wider spreads. Consider your position size and use stop-loss orders.</p></blockquote>',
      },
      jp: {
        title: '週間見通し：中銀会合を前にユーロは落ち着いた動き',
        desc: '今週のユーロドルはECBとFRBの決定を待つ中、狭いレンジで推移しました。注目点をまとめます。',
        content:
          '<p>ユーロドルは今週の大半を1.0820〜1.0910で推移しました。米国の弱めの指標とユーロ圏の強めのインフレ指標が相殺し合い、ボラティリティは月間平均を下回りました。市場は中央銀行の方向性を待っています。</p><p>英国の小売売上高が好調だったポンドは堅調で、米金利の上昇を受けて円は再び弱含みました。</p><p><img src="/img/news-calendar.svg" alt="" width="640" height="320" /></p><h3>来週の主な予定</h3><ul><li>ECB政策金利発表と記者会見（木曜日）</li><li>米雇用統計（金曜日）</li><li>日本の全国消費者物価指数（金曜日）</li></ul><blockquote><p>指標発表時は急変動やスプレッド拡大が起こり得ます。取引数量に注意し、ストップロスをご活用ください。</p></blockquote>',
      },
      kr: {
        title: '주간 전망: 중앙은행 결정을 앞두고 유로화 안정세',
        desc: '이번 주 EUR/USD는 ECB와 연준의 결정을 기다리며 좁은 범위에서 움직였습니다. 주목할 점을 정리했습니다.',
        content:
          '<p>유로화는 이번 주 대부분 1.0820~1.0910 사이에서 거래되었습니다. 미국의 부진한 지표와 유로존의 견조한 물가 지표가 서로 상쇄되며 변동성은 월평균을 밑돌았습니다. 시장은 중앙은행의 방향 제시를 기다리고 있습니다.</p><p>영국 소매판매 호조로 파운드가 강세를 보였고, 미국 금리 상승으로 엔화는 다시 약세를 나타냈습니다.</p><p><img src="/img/news-calendar.svg" alt="" width="640" height="320" /></p><h3>다음 주 주요 일정</h3><ul><li>ECB 금리 결정 및 기자회견(목요일)</li><li>미국 비농업 고용지표(금요일)</li><li>일본 전국 소비자물가지수(금요일)</li></ul><blockquote><p>지표 발표 시에는 급격한 변동과 스프레드 확대가 나타날 수 있습니다. 포지션 규모를 관리하고 손절매 주문을 활용하세요.</p></blockquote>',
      },
      th: {
        title: 'มุมมองรายสัปดาห์: ยูโรทรงตัวก่อนการประชุมธนาคารกลาง',
        desc: 'EUR/USD เคลื่อนไหวในกรอบแคบสัปดาห์นี้ ขณะที่นักลงทุนรอการตัดสินใจของ ECB และเฟด นี่คือสิ่งที่ควรติดตาม',
        content:
          '<p>ยูโรเคลื่อนไหวระหว่าง 1.0820 ถึง 1.0910 เทียบดอลลาร์เกือบตลอดสัปดาห์ ข้อมูลสหรัฐฯ ที่อ่อนแอลงถูกหักล้างด้วยเงินเฟ้อยูโรโซนที่สูงกว่าคาด ความผันผวนต่ำกว่าค่าเฉลี่ยรายเดือน แสดงว่าตลาดกำลังรอทิศทางจากธนาคารกลาง</p><p>ปอนด์แข็งค่าหลังยอดค้าปลีกอังกฤษออกมาดี ขณะที่เยนอ่อนค่าลงอีกครั้งตามอัตราผลตอบแทนพันธบัตรสหรัฐฯ ที่ปรับขึ้น</p><p><img src="/img/news-calendar.svg" alt="" width="640" height="320" /></p><h3>เหตุการณ์สำคัญสัปดาห์หน้า</h3><ul><li>การประกาศอัตราดอกเบี้ยและแถลงข่าวของ ECB (วันพฤหัสบดี)</li><li>การจ้างงานนอกภาคเกษตรสหรัฐฯ (วันศุกร์)</li><li>ดัชนีราคาผู้บริโภคญี่ปุ่น (วันศุกร์)</li></ul><blockquote><p>ช่วงประกาศข้อมูลสำคัญราคาอาจเคลื่อนไหวรุนแรงและสเปรดกว้างขึ้น โปรดควบคุมขนาดสถานะและใช้คำสั่งตัดขาดทุน</p></blockquote>',
      },
      vn: {
        title: 'Triển vọng tuần: Đồng euro ổn định trước quyết định của các ngân hàng trung ương',
        desc: 'EUR/USD đi ngang trong biên độ hẹp tuần này khi nhà giao dịch chờ ECB và Fed. Dưới đây là những điều cần theo dõi.',
        content:
          '<p>Đồng euro dao động phần lớn thời gian trong tuần từ 1,0820 đến 1,0910 so với đô la. Dữ liệu Mỹ yếu hơn được bù lại bởi lạm phát khu vực đồng euro cao hơn. Biến động thấp hơn mức trung bình tháng, cho thấy thị trường đang chờ tín hiệu từ các ngân hàng trung ương.</p><p>Đồng bảng vượt trội nhờ doanh số bán lẻ Anh khả quan, trong khi đồng yên lại suy yếu khi lợi suất Mỹ nhích lên.</p><p><img src="/img/news-calendar.svg" alt="" width="640" height="320" /></p><h3>Sự kiện chính tuần tới</h3><ul><li>Quyết định lãi suất và họp báo của ECB (thứ Năm)</li><li>Bảng lương phi nông nghiệp Mỹ (thứ Sáu)</li><li>CPI toàn quốc Nhật Bản (thứ Sáu)</li></ul><blockquote><p>Ngày công bố dữ liệu có thể gây biến động mạnh và giãn spread. Hãy cân nhắc khối lượng và sử dụng lệnh cắt lỗ.</p></blockquote>',
      },
      fr: {
        title: "Perspectives de la semaine : l'euro se stabilise avant les banques centrales",
        desc: "L'EUR/USD est resté dans une fourchette étroite cette semaine, dans l'attente de la BCE et de la Fed. Voici les points à suivre.",
        content:
          '<p>L\'euro a évolué la majeure partie de la semaine entre 1,0820 et 1,0910 face au dollar : des chiffres américains plus faibles ont compensé une inflation plus ferme en zone euro. La volatilité est restée sous sa moyenne mensuelle, signe que le marché attend une orientation des banques centrales.</p><p>La livre s\'est distinguée après de bonnes ventes au détail au Royaume-Uni, tandis que le yen s\'est de nouveau affaibli avec la hausse des taux américains.</p><p><img src="/img/news-calendar.svg" alt="" width="640" height="320" /></p><h3>Les rendez-vous de la semaine prochaine</h3><ul><li>Décision de taux et conférence de presse de la BCE (jeudi)</li><li>Emplois non agricoles américains (vendredi)</li><li>IPC national japonais (vendredi)</li></ul><blockquote><p>Les jours de publication peuvent provoquer des mouvements brusques et des spreads plus larges. Adaptez la taille de vos positions et utilisez des stop-loss.</p></blockquote>',
      },
      de: {
        title: 'Wochenausblick: Euro stabil vor den Notenbankentscheidungen',
        desc: 'EUR/USD bewegte sich diese Woche in einer engen Spanne, während Händler auf EZB und Fed warteten. Darauf sollten Sie achten.',
        content:
          '<p>Der Euro pendelte die meiste Zeit der Woche zwischen 1,0820 und 1,0910 US-Dollar. Schwächere US-Daten wurden durch eine festere Inflation im Euroraum ausgeglichen. Die Volatilität blieb unter ihrem Monatsdurchschnitt – ein Zeichen, dass der Markt auf Signale der Notenbanken wartet.</p><p>Das Pfund legte nach starken britischen Einzelhandelsumsätzen zu, während der Yen mit steigenden US-Renditen erneut nachgab.</p><p><img src="/img/news-calendar.svg" alt="" width="640" height="320" /></p><h3>Wichtige Termine der nächsten Woche</h3><ul><li>Zinsentscheid und Pressekonferenz der EZB (Donnerstag)</li><li>US-Arbeitsmarktbericht (Freitag)</li><li>Japanischer Verbraucherpreisindex (Freitag)</li></ul><blockquote><p>An Datentagen sind plötzliche Kurssprünge und breitere Spreads möglich. Achten Sie auf Ihre Positionsgröße und nutzen Sie Stop-Loss-Orders.</p></blockquote>',
      },
      ru: {
        title: 'Прогноз на неделю: евро стабилен в ожидании решений центробанков',
        desc: 'На этой неделе EUR/USD торговалась в узком диапазоне: рынок ждёт ЕЦБ и ФРС. Рассказываем, за чем следить.',
        content:
          '<p>Большую часть недели евро держался между 1,0820 и 1,0910 к доллару: более слабые данные США уравновесили ускорение инфляции в еврозоне. Волатильность осталась ниже среднемесячной — рынок ждёт сигналов от центральных банков.</p><p>Фунт выглядел лучше рынка после сильных розничных продаж в Великобритании, а иена снова ослабла на фоне роста доходностей США.</p><p><img src="/img/news-calendar.svg" alt="" width="640" height="320" /></p><h3>Главные события следующей недели</h3><ul><li>Решение ЕЦБ по ставке и пресс-конференция (четверг)</li><li>Занятость вне сельского хозяйства в США (пятница)</li><li>Общенациональный индекс потребительских цен Японии (пятница)</li></ul><blockquote><p>В дни публикаций возможны резкие движения и расширение спредов. Следите за размером позиции и используйте стоп-лоссы.</p></blockquote>',
      },
      spa: {
        title: 'Perspectiva semanal: el euro se estabiliza antes de los bancos centrales',
        desc: 'El EUR/USD se movió en un rango estrecho esta semana a la espera del BCE y la Reserva Federal. Esto es lo que conviene vigilar.',
        content:
          '<p>El euro pasó la mayor parte de la semana entre 1,0820 y 1,0910 frente al dólar: unos datos estadounidenses más flojos compensaron una inflación más firme en la eurozona. La volatilidad quedó por debajo de su media mensual, señal de que el mercado espera orientación de los bancos centrales.</p><p>La libra destacó tras unas buenas ventas minoristas en el Reino Unido, mientras que el yen volvió a debilitarse con la subida de los rendimientos estadounidenses.</p><p><img src="/img/news-calendar.svg" alt="" width="640" height="320" /></p><h3>Citas clave de la próxima semana</h3><ul><li>Decisión de tipos y rueda de prensa del BCE (jueves)</li><li>Nóminas no agrícolas de EE. UU. (viernes)</li><li>IPC nacional de Japón (viernes)</li></ul><blockquote><p>Los días de datos pueden traer movimientos bruscos y diferenciales más amplios. Ajuste el tamaño de sus posiciones y use órdenes stop-loss.</p></blockquote>',
      },
      pt: {
        title: 'Perspetiva semanal: euro estável antes das decisões dos bancos centrais',
        desc: 'O EUR/USD manteve-se numa faixa estreita esta semana, enquanto os investidores aguardam o BCE e a Fed. Veja o que acompanhar.',
        content:
          '<p>O euro passou a maior parte da semana entre 1,0820 e 1,0910 face ao dólar: dados americanos mais fracos compensaram uma inflação mais firme na zona euro. A volatilidade ficou abaixo da média mensal, sinal de que o mercado espera orientação dos bancos centrais.</p><p>A libra destacou-se após vendas a retalho fortes no Reino Unido, enquanto o iene voltou a enfraquecer com a subida das yields americanas.</p><p><img src="/img/news-calendar.svg" alt="" width="640" height="320" /></p><h3>Principais eventos da próxima semana</h3><ul><li>Decisão de juros e conferência de imprensa do BCE (quinta-feira)</li><li>Emprego não agrícola dos EUA (sexta-feira)</li><li>IPC nacional do Japão (sexta-feira)</li></ul><blockquote><p>Dias de divulgação podem trazer movimentos bruscos e spreads mais largos. Ajuste o tamanho das posições e use ordens stop-loss.</p></blockquote>',
      },
      ar: {
        title: 'التوقعات الأسبوعية: اليورو يستقر قبل قرارات البنوك المركزية',
        desc: 'تحرك زوج اليورو/الدولار في نطاق ضيق هذا الأسبوع بانتظار قرارات البنك المركزي الأوروبي والاحتياطي الفيدرالي. إليك ما يجب متابعته.',
        content:
          '<p>تداول اليورو معظم الأسبوع بين 1.0820 و1.0910 مقابل الدولار، إذ عوّضت البيانات الأمريكية الأضعف ارتفاعَ التضخم في منطقة اليورو. وبقيت التقلبات دون متوسطها الشهري، ما يشير إلى أن السوق ينتظر توجيهات البنوك المركزية.</p><p>تفوق الجنيه الإسترليني بعد مبيعات تجزئة بريطانية قوية، بينما تراجع الين مجددًا مع ارتفاع عوائد السندات الأمريكية.</p><p><img src="/img/news-calendar.svg" alt="" width="640" height="320" /></p><h3>أبرز أحداث الأسبوع المقبل</h3><ul><li>قرار الفائدة والمؤتمر الصحفي للبنك المركزي الأوروبي (الخميس)</li><li>الوظائف غير الزراعية الأمريكية (الجمعة)</li><li>مؤشر أسعار المستهلكين الوطني في اليابان (الجمعة)</li></ul><blockquote><p>قد تشهد أيام البيانات تحركات مفاجئة واتساعًا في الفروق السعرية. راقب حجم مراكزك واستخدم أوامر وقف الخسارة.</p></blockquote>',
      },
      it: {
        title: "Prospettive settimanali: l'euro si stabilizza in attesa delle banche centrali",
        desc: "L'EUR/USD si è mosso in un intervallo ristretto questa settimana, in attesa di BCE e Fed. Ecco cosa seguire.",
        content:
          '<p>L\'euro ha trascorso gran parte della settimana tra 1,0820 e 1,0910 sul dollaro: dati statunitensi più deboli hanno bilanciato un\'inflazione più sostenuta nell\'eurozona. La volatilità è rimasta sotto la media mensile, segno che il mercato attende indicazioni dalle banche centrali.</p><p>La sterlina ha sovraperformato dopo buone vendite al dettaglio nel Regno Unito, mentre lo yen si è indebolito di nuovo con il rialzo dei rendimenti USA.</p><p><img src="/img/news-calendar.svg" alt="" width="640" height="320" /></p><h3>Gli appuntamenti della prossima settimana</h3><ul><li>Decisione sui tassi e conferenza stampa della BCE (giovedì)</li><li>Buste paga non agricole USA (venerdì)</li><li>CPI nazionale giapponese (venerdì)</li></ul><blockquote><p>Nei giorni di dati possono verificarsi movimenti improvvisi e spread più ampi. Valuta la dimensione delle posizioni e usa ordini stop-loss.</p></blockquote>',
      },
      tr: {
        title: 'Haftalık görünüm: Euro merkez bankası kararları öncesinde dengelendi',
        desc: 'EUR/USD bu hafta ECB ve Fed kararları beklenirken dar bir aralıkta hareket etti. İşte takip edilmesi gerekenler.',
        content:
          '<p>Euro haftanın büyük bölümünde dolar karşısında 1,0820 ile 1,0910 arasında işlem gördü. Zayıflayan ABD verileri, euro bölgesindeki daha güçlü enflasyonla dengelendi. Volatilite aylık ortalamasının altında kaldı; piyasa merkez bankalarından yön bekliyor.</p><p>Güçlü İngiltere perakende satışlarının ardından sterlin öne çıktı, yen ise yükselen ABD getirileriyle yeniden zayıfladı.</p><p><img src="/img/news-calendar.svg" alt="" width="640" height="320" /></p><h3>Gelecek haftanın önemli gelişmeleri</h3><ul><li>ECB faiz kararı ve basın toplantısı (Perşembe)</li><li>ABD tarım dışı istihdam (Cuma)</li><li>Japonya ulusal TÜFE (Cuma)</li></ul><blockquote><p>Veri günlerinde ani hareketler ve spread genişlemeleri yaşanabilir. Pozisyon büyüklüğünüze dikkat edin ve zarar durdur emirleri kullanın.</p></blockquote>',
      },
      id: {
        title: 'Prospek mingguan: euro stabil menjelang keputusan bank sentral',
        desc: 'EUR/USD bergerak dalam kisaran sempit pekan ini sementara pelaku pasar menunggu ECB dan The Fed. Berikut hal yang perlu dicermati.',
        content:
          '<p>Euro diperdagangkan di antara 1,0820 dan 1,0910 terhadap dolar hampir sepanjang pekan. Data AS yang melemah diimbangi inflasi zona euro yang lebih tinggi. Volatilitas tetap di bawah rata-rata bulanan, tanda pasar menunggu arah dari bank sentral.</p><p>Pound unggul setelah penjualan ritel Inggris yang kuat, sementara yen kembali melemah seiring naiknya imbal hasil AS.</p><p><img src="/img/news-calendar.svg" alt="" width="640" height="320" /></p><h3>Agenda penting pekan depan</h3><ul><li>Keputusan suku bunga dan konferensi pers ECB (Kamis)</li><li>Data non-farm payrolls AS (Jumat)</li><li>IHK nasional Jepang (Jumat)</li></ul><blockquote><p>Saat rilis data, harga bisa bergerak tajam dan spread melebar. Perhatikan ukuran posisi Anda dan gunakan stop-loss.</p></blockquote>',
      },
    },
  },
  {
    key: 'gold-record',
    category: 1,
    logo: '/img/news-gold.svg',
    ageHours: 46,
    versions: {
      hk: {
        title: '避險需求升溫，金價守在歷史高位附近',
        desc: 'XAU/USD 維持在每盎司2,600美元以上，白銀表現落後。分析師指出，央行購金及實際利率下降是主要支撐。',
        content:
          '<p>本月金價延續升勢，逼近歷史高位。各國央行持續購金、美元走軟，均為金價提供支持；實際利率下降亦減低了持有不付息黃金的成本。</p><p>白銀波動更大：工業需求穩健，但價格仍遠低於其歷史高位。</p><h3>可能改變走勢的因素</h3><ul><li>美國通脹意外上升，推高實際利率</li><li>年底前獲利回吐</li><li>地緣政治緊張局勢緩和</li></ul><blockquote><p>貴金屬價格變動迅速。開倉前，請在交易頁面查看每手所需保證金。</p></blockquote>',
      },
      en: {
        title: 'Gold holds near record highs as investors seek safety',
        desc: 'XAU/USD stayed above 2,600 dollars an ounce while silver lagged. Analysts point to central bank buying and lower real yields.',
        content:
          '<p>Gold extended its rally this month and is trading close to its all-time high. Demand from central banks and a softer dollar have supported prices, while falling real yields reduce the cost of holding a metal that pays no interest.</p><p>Silver has been more volatile: industrial demand is solid, but the metal remains well below its own record.</p><h3>What could change the picture</h3><ul><li>A surprise rise in US inflation that lifts real yields</li><li>Profit-taking ahead of year-end</li><li>Easing geopolitical tensions</li></ul><blockquote><p>Metals move quickly. Check the margin needed per lot on the trade screen before you open a position.</p></blockquote>',
      },
      jp: {
        title: '安全資産需要で金は過去最高値圏を維持',
        desc: 'XAU/USDは1オンス2,600ドルを上回って推移し、銀は出遅れています。中央銀行の買いと実質金利の低下が支えです。',
        content:
          '<p>金は今月も上昇を続け、過去最高値に迫っています。中央銀行による購入とドル安が価格を支え、実質金利の低下は利息を生まない金を保有するコストを下げています。</p><p>銀は値動きが大きく、産業需要は堅調なものの、自身の最高値はまだ大きく下回っています。</p><h3>相場が変わり得る要因</h3><ul><li>米インフレの予想外の上昇による実質金利の上昇</li><li>年末を前にした利益確定</li><li>地政学的緊張の緩和</li></ul><blockquote><p>貴金属は値動きが速い商品です。ポジションを持つ前に取引画面で1ロットあたりの必要証拠金をご確認ください。</p></blockquote>',
      },
      kr: {
        title: '안전자산 수요에 금값 사상 최고치 부근 유지',
        desc: 'XAU/USD는 온스당 2,600달러 위에서 머물렀고 은은 상대적으로 부진했습니다. 중앙은행 매수와 실질금리 하락이 지지 요인입니다.',
        content:
          '<p>금은 이번 달에도 상승세를 이어가며 사상 최고치에 근접했습니다. 중앙은행의 매수와 달러 약세가 가격을 지지했고, 실질금리 하락은 이자가 없는 금을 보유하는 비용을 낮췄습니다.</p><p>은은 변동성이 더 컸습니다. 산업 수요는 견조하지만 가격은 여전히 자체 최고치를 크게 밑돕니다.</p><h3>흐름을 바꿀 수 있는 요인</h3><ul><li>실질금리를 끌어올리는 미국 물가의 예상 밖 상승</li><li>연말을 앞둔 차익 실현</li><li>지정학적 긴장 완화</li></ul><blockquote><p>귀금속은 가격 변동이 빠릅니다. 포지션을 열기 전에 거래 화면에서 랏당 필요 증거금을 확인하세요.</p></blockquote>',
      },
      th: {
        title: 'ทองคำยืนใกล้จุดสูงสุดเป็นประวัติการณ์ จากแรงซื้อสินทรัพย์ปลอดภัย',
        desc: 'XAU/USD ยืนเหนือ 2,600 ดอลลาร์ต่อออนซ์ ขณะที่เงินยังตามหลัง นักวิเคราะห์ชี้ว่าการซื้อของธนาคารกลางและผลตอบแทนที่แท้จริงที่ลดลงเป็นปัจจัยหนุน',
        content:
          '<p>ทองคำปรับขึ้นต่อเนื่องในเดือนนี้และซื้อขายใกล้ระดับสูงสุดตลอดกาล แรงซื้อจากธนาคารกลางและดอลลาร์ที่อ่อนค่าช่วยพยุงราคา ส่วนผลตอบแทนที่แท้จริงที่ลดลงทำให้ต้นทุนการถือทองซึ่งไม่ให้ดอกเบี้ยลดลง</p><p>เงินผันผวนมากกว่า ความต้องการภาคอุตสาหกรรมยังแข็งแกร่ง แต่ราคายังต่ำกว่าจุดสูงสุดของตัวเองมาก</p><h3>ปัจจัยที่อาจเปลี่ยนภาพรวม</h3><ul><li>เงินเฟ้อสหรัฐฯ สูงกว่าคาดจนผลตอบแทนที่แท้จริงเพิ่มขึ้น</li><li>การขายทำกำไรก่อนสิ้นปี</li><li>ความตึงเครียดทางภูมิรัฐศาสตร์ที่ผ่อนคลายลง</li></ul><blockquote><p>โลหะมีค่าเคลื่อนไหวเร็ว โปรดตรวจสอบมาร์จิ้นที่ต้องใช้ต่อล็อตในหน้าซื้อขายก่อนเปิดสถานะ</p></blockquote>',
      },
      vn: {
        title: 'Vàng giữ gần mức cao kỷ lục khi nhà đầu tư tìm nơi trú ẩn',
        desc: 'XAU/USD duy trì trên 2.600 USD/ounce trong khi bạc tụt lại. Giới phân tích nhắc đến lực mua của ngân hàng trung ương và lợi suất thực giảm.',
        content:
          '<p>Vàng nối dài đà tăng trong tháng này và đang giao dịch sát mức cao nhất mọi thời đại. Nhu cầu từ các ngân hàng trung ương và đồng đô la yếu hơn hỗ trợ giá, trong khi lợi suất thực giảm làm giảm chi phí nắm giữ kim loại không trả lãi.</p><p>Bạc biến động mạnh hơn: nhu cầu công nghiệp vững, nhưng giá vẫn thấp xa so với kỷ lục của chính nó.</p><h3>Điều gì có thể thay đổi xu hướng</h3><ul><li>Lạm phát Mỹ tăng bất ngờ đẩy lợi suất thực lên</li><li>Chốt lời trước cuối năm</li><li>Căng thẳng địa chính trị hạ nhiệt</li></ul><blockquote><p>Kim loại quý biến động nhanh. Hãy kiểm tra ký quỹ cần cho mỗi lot trên màn hình giao dịch trước khi mở vị thế.</p></blockquote>',
      },
      fr: {
        title: "L'or se maintient près de ses records, porté par la recherche de sécurité",
        desc: "Le XAU/USD reste au-dessus de 2 600 dollars l'once tandis que l'argent est à la traîne. Les analystes citent les achats des banques centrales et la baisse des taux réels.",
        content:
          "<p>L'or a prolongé sa hausse ce mois-ci et se traite à proximité de son plus haut historique. Les achats des banques centrales et un dollar plus faible soutiennent les cours, tandis que la baisse des taux réels réduit le coût de détention d'un métal qui ne rapporte pas d'intérêts.</p><p>L'argent a été plus volatil : la demande industrielle est solide, mais le métal reste loin de son propre record.</p><h3>Ce qui pourrait changer la donne</h3><ul><li>Une inflation américaine plus forte que prévu qui ferait monter les taux réels</li><li>Des prises de bénéfices avant la fin de l'année</li><li>Un apaisement des tensions géopolitiques</li></ul><blockquote><p>Les métaux bougent vite. Vérifiez la marge requise par lot sur l'écran de trading avant d'ouvrir une position.</p></blockquote>",
      },
      de: {
        title: 'Gold hält sich nahe Rekordhoch – Anleger suchen Sicherheit',
        desc: 'XAU/USD notiert weiter über 2.600 US-Dollar je Unze, Silber hinkt hinterher. Analysten verweisen auf Käufe der Notenbanken und sinkende Realzinsen.',
        content:
          '<p>Gold hat seine Rally in diesem Monat fortgesetzt und handelt nahe seinem Allzeithoch. Käufe der Zentralbanken und ein schwächerer Dollar stützen den Preis, sinkende Realzinsen senken die Kosten, ein Metall ohne Zinsertrag zu halten.</p><p>Silber schwankte stärker: Die industrielle Nachfrage ist solide, doch das Metall liegt noch deutlich unter seinem eigenen Rekord.</p><h3>Was das Bild ändern könnte</h3><ul><li>Eine überraschend hohe US-Inflation, die die Realzinsen steigen lässt</li><li>Gewinnmitnahmen vor dem Jahresende</li><li>Nachlassende geopolitische Spannungen</li></ul><blockquote><p>Edelmetalle bewegen sich schnell. Prüfen Sie vor dem Eröffnen einer Position die erforderliche Margin pro Lot im Handelsbildschirm.</p></blockquote>',
      },
      ru: {
        title: 'Золото держится у исторических максимумов на спросе на защитные активы',
        desc: 'XAU/USD остаётся выше 2 600 долларов за унцию, серебро отстаёт. Аналитики называют покупки центробанков и снижение реальных ставок.',
        content:
          '<p>В этом месяце золото продолжило рост и торгуется вблизи исторического максимума. Покупки центральных банков и более слабый доллар поддерживают цену, а снижение реальных ставок уменьшает стоимость владения металлом, не приносящим процентов.</p><p>Серебро было волатильнее: промышленный спрос устойчив, но металл всё ещё заметно ниже собственного рекорда.</p><h3>Что может изменить картину</h3><ul><li>Неожиданный рост инфляции в США и реальных ставок</li><li>Фиксация прибыли перед концом года</li><li>Ослабление геополитической напряжённости</li></ul><blockquote><p>Металлы движутся быстро. Перед открытием позиции проверьте требуемую маржу на лот на экране торговли.</p></blockquote>',
      },
      spa: {
        title: 'El oro se mantiene cerca de máximos históricos por la búsqueda de refugio',
        desc: 'El XAU/USD sigue por encima de 2.600 dólares la onza mientras la plata se queda atrás. Los analistas apuntan a las compras de los bancos centrales y a la caída de los tipos reales.',
        content:
          '<p>El oro prolongó su subida este mes y cotiza cerca de su máximo histórico. Las compras de los bancos centrales y un dólar más débil sostienen el precio, y la bajada de los tipos reales reduce el coste de mantener un metal que no paga intereses.</p><p>La plata ha sido más volátil: la demanda industrial es sólida, pero el metal sigue muy por debajo de su propio récord.</p><h3>Qué podría cambiar el panorama</h3><ul><li>Una inflación estadounidense inesperadamente alta que eleve los tipos reales</li><li>Recogida de beneficios antes de fin de año</li><li>Una relajación de las tensiones geopolíticas</li></ul><blockquote><p>Los metales se mueven rápido. Compruebe el margen necesario por lote en la pantalla de operaciones antes de abrir una posición.</p></blockquote>',
      },
      pt: {
        title: 'Ouro mantém-se perto de máximos históricos com procura por segurança',
        desc: 'O XAU/USD continua acima de 2.600 dólares por onça, enquanto a prata fica para trás. Analistas apontam compras dos bancos centrais e juros reais mais baixos.',
        content:
          '<p>O ouro prolongou a subida este mês e negoceia perto do máximo histórico. As compras dos bancos centrais e um dólar mais fraco sustentam o preço, e a descida dos juros reais reduz o custo de deter um metal que não paga juros.</p><p>A prata tem sido mais volátil: a procura industrial é sólida, mas o metal continua bem abaixo do seu próprio recorde.</p><h3>O que pode mudar o cenário</h3><ul><li>Inflação americana acima do esperado, elevando os juros reais</li><li>Realização de lucros antes do fim do ano</li><li>Alívio das tensões geopolíticas</li></ul><blockquote><p>Os metais movem-se depressa. Verifique a margem necessária por lote no ecrã de negociação antes de abrir uma posição.</p></blockquote>',
      },
      ar: {
        title: 'الذهب يحافظ على مستويات قريبة من القمم التاريخية مع الإقبال على الملاذات الآمنة',
        desc: 'يبقى زوج XAU/USD فوق 2,600 دولار للأونصة بينما تتأخر الفضة. ويشير المحللون إلى مشتريات البنوك المركزية وتراجع العوائد الحقيقية.',
        content:
          '<p>واصل الذهب صعوده هذا الشهر ويتداول قرب أعلى مستوى له على الإطلاق. تدعم مشتريات البنوك المركزية وضعف الدولار الأسعار، بينما يقلل تراجع العوائد الحقيقية من تكلفة الاحتفاظ بمعدن لا يدر فائدة.</p><p>كانت الفضة أكثر تقلبًا: الطلب الصناعي متين، لكن المعدن لا يزال بعيدًا عن مستواه القياسي.</p><h3>ما الذي قد يغير الصورة</h3><ul><li>ارتفاع مفاجئ للتضخم الأمريكي يرفع العوائد الحقيقية</li><li>جني الأرباح قبل نهاية العام</li><li>تراجع التوترات الجيوسياسية</li></ul><blockquote><p>تتحرك المعادن بسرعة. تحقق من الهامش المطلوب لكل لوت في شاشة التداول قبل فتح أي مركز.</p></blockquote>',
      },
      it: {
        title: "L'oro resta vicino ai massimi storici con la ricerca di sicurezza",
        desc: "L'XAU/USD si mantiene sopra i 2.600 dollari l'oncia mentre l'argento resta indietro. Gli analisti citano gli acquisti delle banche centrali e il calo dei rendimenti reali.",
        content:
          "<p>L'oro ha esteso il rialzo questo mese e scambia vicino al massimo storico. Gli acquisti delle banche centrali e un dollaro più debole sostengono i prezzi, mentre il calo dei rendimenti reali riduce il costo di detenere un metallo che non paga interessi.</p><p>L'argento è stato più volatile: la domanda industriale è solida, ma il metallo resta ben al di sotto del proprio record.</p><h3>Cosa potrebbe cambiare il quadro</h3><ul><li>Un'inflazione USA inattesa che faccia salire i rendimenti reali</li><li>Prese di profitto prima di fine anno</li><li>Un allentamento delle tensioni geopolitiche</li></ul><blockquote><p>I metalli si muovono velocemente. Controlla il margine richiesto per lotto nella schermata di trading prima di aprire una posizione.</p></blockquote>",
      },
      tr: {
        title: 'Güvenli liman talebiyle altın rekor seviyelerin yakınında',
        desc: 'XAU/USD ons başına 2.600 doların üzerinde kalırken gümüş geride kaldı. Analistler merkez bankası alımlarına ve düşen reel getirilere dikkat çekiyor.',
        content:
          '<p>Altın bu ay yükselişini sürdürdü ve tüm zamanların zirvesine yakın işlem görüyor. Merkez bankalarının alımları ve zayıf dolar fiyatı desteklerken, düşen reel getiriler faiz getirmeyen bir metali elde tutmanın maliyetini azaltıyor.</p><p>Gümüş daha oynak seyretti: sanayi talebi sağlam, ancak metal hâlâ kendi rekorunun oldukça altında.</p><h3>Tabloyu ne değiştirebilir</h3><ul><li>Reel getirileri yükselten beklenmedik bir ABD enflasyonu</li><li>Yıl sonu öncesi kâr satışları</li><li>Jeopolitik gerilimlerin azalması</li></ul><blockquote><p>Metaller hızlı hareket eder. Pozisyon açmadan önce işlem ekranında lot başına gereken teminatı kontrol edin.</p></blockquote>',
      },
      id: {
        title: 'Emas bertahan dekat rekor tertinggi karena investor mencari aset aman',
        desc: 'XAU/USD bertahan di atas 2.600 dolar per ons sementara perak tertinggal. Analis menyebut pembelian bank sentral dan turunnya imbal hasil riil.',
        content:
          '<p>Emas memperpanjang penguatannya bulan ini dan diperdagangkan mendekati rekor tertinggi sepanjang masa. Pembelian bank sentral dan dolar yang melemah menopang harga, sedangkan turunnya imbal hasil riil mengurangi biaya memegang logam yang tidak memberi bunga.</p><p>Perak lebih bergejolak: permintaan industri solid, tetapi harganya masih jauh di bawah rekornya sendiri.</p><h3>Yang bisa mengubah gambaran</h3><ul><li>Inflasi AS yang tak terduga tinggi sehingga imbal hasil riil naik</li><li>Aksi ambil untung menjelang akhir tahun</li><li>Meredanya ketegangan geopolitik</li></ul><blockquote><p>Logam mulia bergerak cepat. Periksa margin yang dibutuhkan per lot di layar trading sebelum membuka posisi.</p></blockquote>',
      },
    },
  },
];

export const NEWS_SEED: readonly SeedStory[] = [...NEWS_STORIES, ...ANNOUNCEMENT_STORIES];
