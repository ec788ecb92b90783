/* First-boot announcements (category 2), in all 15 interface languages; see news.seed-data.ts. */
import type { SeedStory } from './news.seed-data.js';

export const ANNOUNCEMENT_STORIES: readonly SeedStory[] = [
  {
    key: 'maintenance',
    category: 2,
    logo: '/img/news-maintenance.svg',
    ageHours: 5,
    versions: {
      hk: {
        title: '本週日 02:00–04:00（UTC）系統維護',
        desc: '為升級交易伺服器，平台將於星期日清晨暫停服務約兩小時。',
        content:
          '<p>為提升速度與穩定性，我們將於本週日 UTC 時間02:00至04:00升級交易伺服器。期間您將無法登入、下單或辦理出入金。</p><p>該時段市場休市，持倉不受影響。</p><h3>請注意</h3><ul><li>持倉、掛單及止損止盈設定均會保留</li><li>維護前提交的入金將於維護後處理</li><li>手機版及電腦版會自動重新連線</li></ul><blockquote><p>感謝您的耐心與支持。如有疑問，請在帳戶頁面聯絡客服。</p></blockquote>',
      },
      en: {
        title: 'Scheduled maintenance this Sunday, 02:00–04:00 UTC',
        desc: 'The platform will be unavailable for about two hours on Sunday morning while we upgrade our trading servers.',
        content:
          '<p>To improve speed and reliability we will upgrade our trading servers this Sunday between 02:00 and 04:00 UTC. During this window you will not be able to log in, place orders or make deposits and withdrawals.</p><p>Markets are closed at that time, so open positions are not affected.</p><h3>Please note</h3><ul><li>Open positions, pending orders, stop-loss and take-profit levels are kept</li><li>Deposits submitted before the window are processed afterwards</li><li>The mobile and desktop apps reconnect automatically</li></ul><blockquote><p>Thank you for your patience. If you have questions, contact customer service from your account page.</p></blockquote>',
      },
      jp: {
        title: '今週日曜日 02:00〜04:00（UTC）定期メンテナンスのお知らせ',
        desc: '取引サーバーのアップグレードのため、日曜日の早朝に約2時間プラットフォームをご利用いただけません。',
        content:
          '<p>速度と安定性の向上のため、今週日曜日のUTC 02:00〜04:00に取引サーバーをアップグレードします。この間はログイン、注文、入出金がご利用いただけません。</p><p>この時間帯は市場が閉まっているため、保有ポジションへの影響はありません。</p><h3>ご注意ください</h3><ul><li>保有ポジション、待機注文、ストップロス・テイクプロフィットはそのまま維持されます</li><li>メンテナンス前に申請された入金は終了後に処理されます</li><li>モバイル版とデスクトップ版は自動的に再接続します</li></ul><blockquote><p>ご不便をおかけしますが、ご理解のほどお願いいたします。ご質問はアカウントページからカスタマーサービスへお問い合わせください。</p></blockquote>',
      },
      kr: {
        title: '이번 주 일요일 02:00~04:00(UTC) 정기 점검 안내',
        desc: '거래 서버 업그레이드를 위해 일요일 새벽 약 2시간 동안 플랫폼을 이용할 수 없습니다.',
        content:
          '<p>속도와 안정성 향상을 위해 이번 주 일요일 UTC 02:00부터 04:00까지 거래 서버를 업그레이드합니다. 이 시간 동안 로그인, 주문, 입출금이 불가합니다.</p><p>해당 시간에는 시장이 닫혀 있어 보유 포지션에는 영향이 없습니다.</p><h3>참고 사항</h3><ul><li>보유 포지션, 대기 주문, 손절·익절 설정은 그대로 유지됩니다</li><li>점검 전에 신청한 입금은 점검 후 처리됩니다</li><li>모바일과 데스크톱 앱은 자동으로 다시 연결됩니다</li></ul><blockquote><p>양해해 주셔서 감사합니다. 문의 사항은 계정 페이지에서 고객센터로 연락해 주세요.</p></blockquote>',
      },
      th: {
        title: 'ปิดปรับปรุงระบบวันอาทิตย์นี้ เวลา 02:00–04:00 UTC',
        desc: 'แพลตฟอร์มจะไม่สามารถใช้งานได้ประมาณสองชั่วโมงในเช้าวันอาทิตย์ เพื่ออัปเกรดเซิร์ฟเวอร์ซื้อขาย',
        content:
          '<p>เพื่อเพิ่มความเร็วและความเสถียร เราจะอัปเกรดเซิร์ฟเวอร์ซื้อขายในวันอาทิตย์นี้ระหว่าง 02:00 ถึง 04:00 UTC ในช่วงเวลานี้คุณจะไม่สามารถเข้าสู่ระบบ ส่งคำสั่ง หรือฝากถอนเงินได้</p><p>ตลาดปิดในช่วงเวลาดังกล่าว สถานะที่เปิดอยู่จึงไม่ได้รับผลกระทบ</p><h3>โปรดทราบ</h3><ul><li>สถานะที่เปิดอยู่ คำสั่งรอดำเนินการ และระดับตัดขาดทุน/ทำกำไรจะยังคงอยู่</li><li>รายการฝากเงินที่ส่งก่อนช่วงปรับปรุงจะดำเนินการหลังจากนั้น</li><li>แอปมือถือและเดสก์ท็อปจะเชื่อมต่อใหม่โดยอัตโนมัติ</li></ul><blockquote><p>ขอบคุณสำหรับความอดทน หากมีคำถาม โปรดติดต่อฝ่ายบริการลูกค้าจากหน้าบัญชีของคุณ</p></blockquote>',
      },
      vn: {
        title: 'Bảo trì định kỳ Chủ nhật này, 02:00–04:00 UTC',
        desc: 'Nền tảng sẽ tạm ngừng khoảng hai giờ vào sáng Chủ nhật để nâng cấp máy chủ giao dịch.',
        content:
          '<p>Để cải thiện tốc độ và độ ổn định, chúng tôi sẽ nâng cấp máy chủ giao dịch vào Chủ nhật này từ 02:00 đến 04:00 UTC. Trong thời gian này bạn không thể đăng nhập, đặt lệnh hay nạp rút tiền.</p><p>Thị trường đóng cửa vào thời điểm đó nên các vị thế đang mở không bị ảnh hưởng.</p><h3>Xin lưu ý</h3><ul><li>Vị thế đang mở, lệnh chờ và mức cắt lỗ/chốt lời được giữ nguyên</li><li>Yêu cầu nạp tiền gửi trước thời gian bảo trì sẽ được xử lý sau đó</li><li>Ứng dụng di động và máy tính tự động kết nối lại</li></ul><blockquote><p>Cảm ơn sự kiên nhẫn của bạn. Nếu có thắc mắc, vui lòng liên hệ bộ phận chăm sóc khách hàng từ trang tài khoản.</p></blockquote>',
      },
      fr: {
        title: 'Maintenance programmée ce dimanche, de 02h00 à 04h00 UTC',
        desc: 'La plateforme sera indisponible environ deux heures dimanche matin pendant la mise à niveau de nos serveurs de trading.',
        content:
          "<p>Afin d'améliorer la rapidité et la fiabilité, nous mettrons à niveau nos serveurs de trading ce dimanche entre 02h00 et 04h00 UTC. Pendant ce créneau, vous ne pourrez ni vous connecter, ni passer d'ordres, ni effectuer de dépôts ou de retraits.</p><p>Les marchés sont fermés à ce moment-là : les positions ouvertes ne sont pas concernées.</p><h3>À noter</h3><ul><li>Les positions ouvertes, les ordres en attente et les niveaux de stop-loss et take-profit sont conservés</li><li>Les dépôts soumis avant la maintenance seront traités ensuite</li><li>Les applications mobile et ordinateur se reconnectent automatiquement</li></ul><blockquote><p>Merci de votre patience. Pour toute question, contactez le service client depuis votre page de compte.</p></blockquote>",
      },
      de: {
        title: 'Geplante Wartung am Sonntag, 02:00–04:00 UTC',
        desc: 'Die Plattform ist am Sonntagmorgen für etwa zwei Stunden nicht erreichbar, während wir unsere Handelsserver aktualisieren.',
        content:
          '<p>Um Geschwindigkeit und Zuverlässigkeit zu verbessern, aktualisieren wir unsere Handelsserver diesen Sonntag zwischen 02:00 und 04:00 UTC. In dieser Zeit sind Anmeldung, Orders sowie Ein- und Auszahlungen nicht möglich.</p><p>Die Märkte sind zu dieser Zeit geschlossen, offene Positionen sind daher nicht betroffen.</p><h3>Bitte beachten Sie</h3><ul><li>Offene Positionen, Pending Orders sowie Stop-Loss- und Take-Profit-Marken bleiben erhalten</li><li>Vor der Wartung eingereichte Einzahlungen werden danach bearbeitet</li><li>Mobile und Desktop-Version verbinden sich automatisch neu</li></ul><blockquote><p>Vielen Dank für Ihr Verständnis. Bei Fragen wenden Sie sich über Ihre Kontoseite an den Kundenservice.</p></blockquote>',
      },
      ru: {
        title: 'Плановые технические работы в воскресенье, 02:00–04:00 UTC',
        desc: 'В воскресенье утром платформа будет недоступна около двух часов: мы обновляем торговые серверы.',
        content:
          '<p>Чтобы повысить скорость и надёжность, в это воскресенье с 02:00 до 04:00 UTC мы обновим торговые серверы. В это время нельзя будет войти в систему, выставлять ордера, пополнять счёт и выводить средства.</p><p>Рынки в это время закрыты, поэтому открытые позиции не затрагиваются.</p><h3>Обратите внимание</h3><ul><li>Открытые позиции, отложенные ордера и уровни стоп-лосс и тейк-профит сохраняются</li><li>Пополнения, отправленные до начала работ, будут обработаны после них</li><li>Мобильная и настольная версии переподключатся автоматически</li></ul><blockquote><p>Спасибо за понимание. С вопросами обращайтесь в службу поддержки со страницы аккаунта.</p></blockquote>',
      },
      spa: {
        title: 'Mantenimiento programado este domingo, de 02:00 a 04:00 UTC',
        desc: 'La plataforma no estará disponible durante unas dos horas el domingo por la mañana mientras actualizamos los servidores de negociación.',
        content:
          '<p>Para mejorar la velocidad y la fiabilidad, actualizaremos nuestros servidores de negociación este domingo entre las 02:00 y las 04:00 UTC. Durante ese tiempo no podrá iniciar sesión, enviar órdenes ni realizar depósitos o retiros.</p><p>Los mercados están cerrados en ese horario, por lo que las posiciones abiertas no se ven afectadas.</p><h3>Tenga en cuenta</h3><ul><li>Se conservan las posiciones abiertas, las órdenes pendientes y los niveles de stop-loss y take-profit</li><li>Los depósitos enviados antes del mantenimiento se procesarán después</li><li>Las aplicaciones móvil y de escritorio se reconectan automáticamente</li></ul><blockquote><p>Gracias por su paciencia. Si tiene preguntas, contacte con atención al cliente desde la página de su cuenta.</p></blockquote>',
      },
      pt: {
        title: 'Manutenção programada este domingo, das 02:00 às 04:00 UTC',
        desc: 'A plataforma ficará indisponível cerca de duas horas no domingo de manhã enquanto atualizamos os servidores de negociação.',
        content:
          '<p>Para melhorar a velocidade e a fiabilidade, vamos atualizar os servidores de negociação este domingo entre as 02:00 e as 04:00 UTC. Durante este período não será possível iniciar sessão, enviar ordens nem fazer depósitos e levantamentos.</p><p>Os mercados estão fechados nesse horário, pelo que as posições abertas não são afetadas.</p><h3>Tenha em atenção</h3><ul><li>Posições abertas, ordens pendentes e níveis de stop-loss e take-profit são mantidos</li><li>Depósitos enviados antes da manutenção serão processados depois</li><li>As aplicações móvel e de computador voltam a ligar-se automaticamente</li></ul><blockquote><p>Obrigado pela sua paciência. Em caso de dúvida, contacte o apoio ao cliente a partir da página da sua conta.</p></blockquote>',
      },
      ar: {
        title: 'صيانة مجدولة يوم الأحد من 02:00 إلى 04:00 بتوقيت UTC',
        desc: 'ستكون المنصة غير متاحة لمدة ساعتين تقريبًا صباح الأحد أثناء ترقية خوادم التداول.',
        content:
          '<p>لتحسين السرعة والموثوقية، سنقوم بترقية خوادم التداول يوم الأحد بين الساعة 02:00 و04:00 بتوقيت UTC. خلال هذه الفترة لن تتمكن من تسجيل الدخول أو إرسال الأوامر أو إجراء الإيداعات والسحوبات.</p><p>تكون الأسواق مغلقة في ذلك الوقت، لذلك لن تتأثر المراكز المفتوحة.</p><h3>يرجى الملاحظة</h3><ul><li>يتم الاحتفاظ بالمراكز المفتوحة والأوامر المعلقة ومستويات وقف الخسارة وجني الأرباح</li><li>ستتم معالجة الإيداعات المقدمة قبل الصيانة بعد انتهائها</li><li>يعيد تطبيقا الجوال وسطح المكتب الاتصال تلقائيًا</li></ul><blockquote><p>شكرًا لصبركم. لأي استفسار، تواصل مع خدمة العملاء من صفحة حسابك.</p></blockquote>',
      },
      it: {
        title: 'Manutenzione programmata domenica, dalle 02:00 alle 04:00 UTC',
        desc: 'La piattaforma non sarà disponibile per circa due ore domenica mattina mentre aggiorniamo i server di trading.',
        content:
          "<p>Per migliorare velocità e affidabilità aggiorneremo i server di trading questa domenica tra le 02:00 e le 04:00 UTC. In questo intervallo non sarà possibile accedere, inviare ordini o effettuare depositi e prelievi.</p><p>I mercati sono chiusi in quell'orario, quindi le posizioni aperte non sono interessate.</p><h3>Da sapere</h3><ul><li>Posizioni aperte, ordini pendenti e livelli di stop-loss e take-profit restano invariati</li><li>I depositi inviati prima della manutenzione saranno elaborati dopo</li><li>Le app mobile e desktop si riconnettono automaticamente</li></ul><blockquote><p>Grazie per la pazienza. Per domande contatta l'assistenza clienti dalla pagina del tuo conto.</p></blockquote>",
      },
      tr: {
        title: 'Bu pazar 02:00–04:00 UTC arasında planlı bakım',
        desc: 'İşlem sunucularımızı yükseltirken platform pazar sabahı yaklaşık iki saat kullanılamayacak.',
        content:
          '<p>Hız ve güvenilirliği artırmak için bu pazar 02:00 ile 04:00 UTC arasında işlem sunucularımızı yükselteceğiz. Bu sürede giriş yapamayacak, emir veremeyecek, para yatırma ve çekme işlemi yapamayacaksınız.</p><p>Piyasalar bu saatte kapalı olduğundan açık pozisyonlar etkilenmez.</p><h3>Lütfen dikkat</h3><ul><li>Açık pozisyonlar, bekleyen emirler ve zarar durdur/kâr al seviyeleri korunur</li><li>Bakımdan önce gönderilen yatırımlar bakımdan sonra işlenir</li><li>Mobil ve masaüstü uygulamalar otomatik olarak yeniden bağlanır</li></ul><blockquote><p>Anlayışınız için teşekkür ederiz. Sorularınız için hesap sayfanızdan müşteri hizmetlerine ulaşın.</p></blockquote>',
      },
      id: {
        title: 'Pemeliharaan terjadwal Minggu ini, pukul 02.00–04.00 UTC',
        desc: 'Platform tidak dapat digunakan sekitar dua jam pada Minggu pagi selama kami meningkatkan server trading.',
        content:
          '<p>Untuk meningkatkan kecepatan dan keandalan, kami akan meningkatkan server trading pada Minggu ini antara pukul 02.00 dan 04.00 UTC. Selama periode ini Anda tidak dapat masuk, mengirim order, maupun melakukan setoran dan penarikan.</p><p>Pasar tutup pada jam tersebut sehingga posisi terbuka tidak terpengaruh.</p><h3>Harap diperhatikan</h3><ul><li>Posisi terbuka, order tertunda, serta level stop-loss dan take-profit tetap tersimpan</li><li>Setoran yang dikirim sebelum pemeliharaan akan diproses setelahnya</li><li>Aplikasi seluler dan desktop tersambung kembali secara otomatis</li></ul><blockquote><p>Terima kasih atas kesabaran Anda. Jika ada pertanyaan, hubungi layanan pelanggan dari halaman akun Anda.</p></blockquote>',
      },
    },
  },
  {
    key: 'holiday-hours',
    category: 2,
    logo: '/img/news-calendar.svg',
    ageHours: 70,
    versions: {
      hk: {
        title: '十二月下旬假期交易時間安排',
        desc: '聖誕及新年前後市場流動性較低，部分市場提早收市，請提前安排交易。',
        content:
          '<p>假期期間，不少銀行及交易所休市或縮短交易時間。外匯及貴金屬將按縮短的時間表交易，點差可能較平時擴大。</p><p>以下時間均為 UTC。未列出的品種按正常時間交易。</p><h3>假期時間表</h3><ul><li>12月24日：外匯及貴金屬於21:00提早收市</li><li>12月25日：休市，23:00重新開市</li><li>12月31日：21:00提早收市；1月1日：23:00重新開市</li></ul><blockquote><p>掛單將保持有效；如開市時價格跳空，可能按開市價成交。</p></blockquote>',
      },
      en: {
        title: 'Holiday trading hours for late December',
        desc: 'Liquidity is thinner around Christmas and New Year. Some markets close early; please plan your trading accordingly.',
        content:
          '<p>Over the holiday period many banks and exchanges close or shorten their hours. Forex pairs and metals will trade on a reduced schedule, and spreads may be wider than usual.</p><p>The schedule below is in UTC. Pairs not mentioned follow their normal hours.</p><h3>Holiday schedule</h3><ul><li>24 December: forex and metals close early at 21:00</li><li>25 December: markets closed, reopening at 23:00</li><li>31 December: early close at 21:00; 1 January: reopening at 23:00</li></ul><blockquote><p>Pending orders remain active and may be filled at the reopening price if the market gaps.</p></blockquote>',
      },
      jp: {
        title: '12月下旬の年末年始取引時間について',
        desc: 'クリスマスと年始は流動性が低下し、一部市場は早めに終了します。お取引の計画にご注意ください。',
        content:
          '<p>年末年始は多くの銀行や取引所が休業または短縮営業となります。FXと貴金属は短縮スケジュールで取引され、スプレッドが通常より広がる場合があります。</p><p>以下の時刻はUTCです。記載のない銘柄は通常どおりです。</p><h3>年末年始スケジュール</h3><ul><li>12月24日：FX・貴金属は21:00に早期終了</li><li>12月25日：休場、23:00に再開</li><li>12月31日：21:00に早期終了、1月1日：23:00に再開</li></ul><blockquote><p>待機注文は有効なままです。再開時に価格が飛んだ場合、再開価格で約定することがあります。</p></blockquote>',
      },
      kr: {
        title: '12월 하순 연휴 거래 시간 안내',
        desc: '크리스마스와 새해 전후에는 유동성이 낮아지고 일부 시장이 조기 마감합니다. 거래 계획에 참고하세요.',
        content:
          '<p>연휴 기간에는 많은 은행과 거래소가 휴장하거나 운영 시간을 단축합니다. 외환과 귀금속은 단축 일정으로 거래되며 스프레드가 평소보다 넓어질 수 있습니다.</p><p>아래 시간은 UTC 기준입니다. 언급되지 않은 상품은 정상 시간으로 거래됩니다.</p><h3>연휴 일정</h3><ul><li>12월 24일: 외환·귀금속 21:00 조기 마감</li><li>12월 25일: 휴장, 23:00 재개장</li><li>12월 31일: 21:00 조기 마감, 1월 1일: 23:00 재개장</li></ul><blockquote><p>대기 주문은 유효하게 유지되며, 재개장 시 가격 갭이 발생하면 재개장 가격으로 체결될 수 있습니다.</p></blockquote>',
      },
      th: {
        title: 'เวลาซื้อขายช่วงวันหยุดปลายเดือนธันวาคม',
        desc: 'สภาพคล่องจะลดลงช่วงคริสต์มาสและปีใหม่ บางตลาดปิดเร็วกว่าปกติ โปรดวางแผนการซื้อขายล่วงหน้า',
        content:
          '<p>ในช่วงวันหยุด ธนาคารและตลาดหลายแห่งปิดทำการหรือลดเวลาทำการ คู่เงินและโลหะมีค่าจะซื้อขายตามตารางที่สั้นลง และสเปรดอาจกว้างกว่าปกติ</p><p>เวลาด้านล่างเป็นเวลา UTC สินค้าที่ไม่ได้ระบุจะซื้อขายตามเวลาปกติ</p><h3>ตารางวันหยุด</h3><ul><li>24 ธันวาคม: ฟอเร็กซ์และโลหะมีค่าปิดเร็วเวลา 21:00</li><li>25 ธันวาคม: ตลาดปิด เปิดใหม่เวลา 23:00</li><li>31 ธันวาคม: ปิดเร็วเวลา 21:00; 1 มกราคม: เปิดใหม่เวลา 23:00</li></ul><blockquote><p>คำสั่งรอดำเนินการยังคงมีผล และอาจถูกจับคู่ที่ราคาเปิดหากราคากระโดด</p></blockquote>',
      },
      vn: {
        title: 'Giờ giao dịch dịp lễ cuối tháng Mười Hai',
        desc: 'Thanh khoản mỏng hơn quanh Giáng sinh và Năm mới. Một số thị trường đóng cửa sớm; vui lòng lên kế hoạch giao dịch phù hợp.',
        content:
          '<p>Trong kỳ nghỉ lễ, nhiều ngân hàng và sàn giao dịch đóng cửa hoặc rút ngắn giờ làm việc. Ngoại hối và kim loại quý sẽ giao dịch theo lịch rút gọn, spread có thể rộng hơn bình thường.</p><p>Thời gian dưới đây theo giờ UTC. Các sản phẩm không được nêu giao dịch theo giờ bình thường.</p><h3>Lịch nghỉ lễ</h3><ul><li>24/12: ngoại hối và kim loại đóng cửa sớm lúc 21:00</li><li>25/12: thị trường đóng cửa, mở lại lúc 23:00</li><li>31/12: đóng cửa sớm lúc 21:00; 01/01: mở lại lúc 23:00</li></ul><blockquote><p>Lệnh chờ vẫn có hiệu lực và có thể được khớp tại giá mở cửa nếu thị trường nhảy giá.</p></blockquote>',
      },
      fr: {
        title: 'Horaires de trading pendant les fêtes de fin décembre',
        desc: 'La liquidité est plus faible autour de Noël et du Nouvel An. Certains marchés ferment plus tôt ; organisez vos opérations en conséquence.',
        content:
          "<p>Pendant les fêtes, de nombreuses banques et places de marché ferment ou réduisent leurs horaires. Les paires de devises et les métaux seront négociés selon un horaire réduit et les spreads peuvent être plus larges que d'habitude.</p><p>Les horaires ci-dessous sont en UTC. Les produits non mentionnés suivent leurs horaires habituels.</p><h3>Calendrier des fêtes</h3><ul><li>24 décembre : fermeture anticipée du forex et des métaux à 21h00</li><li>25 décembre : marchés fermés, réouverture à 23h00</li><li>31 décembre : fermeture anticipée à 21h00 ; 1er janvier : réouverture à 23h00</li></ul><blockquote><p>Les ordres en attente restent actifs et peuvent être exécutés au prix de réouverture en cas de gap.</p></blockquote>",
      },
      de: {
        title: 'Handelszeiten über die Feiertage Ende Dezember',
        desc: 'Rund um Weihnachten und Neujahr ist die Liquidität geringer, einige Märkte schließen früher. Bitte planen Sie Ihren Handel entsprechend.',
        content:
          '<p>Über die Feiertage schließen viele Banken und Börsen oder verkürzen ihre Öffnungszeiten. Devisenpaare und Edelmetalle werden nach einem verkürzten Zeitplan gehandelt, Spreads können breiter sein als üblich.</p><p>Die folgenden Zeiten sind in UTC angegeben. Nicht genannte Produkte folgen ihren normalen Handelszeiten.</p><h3>Feiertagsplan</h3><ul><li>24. Dezember: Devisen und Edelmetalle schließen früher um 21:00</li><li>25. Dezember: Märkte geschlossen, Wiedereröffnung um 23:00</li><li>31. Dezember: früher Handelsschluss um 21:00; 1. Januar: Wiedereröffnung um 23:00</li></ul><blockquote><p>Pending Orders bleiben aktiv und können bei einer Kurslücke zum Eröffnungskurs ausgeführt werden.</p></blockquote>',
      },
      ru: {
        title: 'Праздничный график торгов в конце декабря',
        desc: 'Около Рождества и Нового года ликвидность ниже, некоторые рынки закрываются раньше. Планируйте торговлю заранее.',
        content:
          '<p>В праздники многие банки и биржи не работают или сокращают часы работы. Валютные пары и металлы будут торговаться по сокращённому графику, спреды могут быть шире обычного.</p><p>Время указано в UTC. Инструменты, не указанные ниже, торгуются в обычном режиме.</p><h3>Праздничное расписание</h3><ul><li>24 декабря: ранее закрытие форекса и металлов в 21:00</li><li>25 декабря: рынки закрыты, открытие в 23:00</li><li>31 декабря: раннее закрытие в 21:00; 1 января: открытие в 23:00</li></ul><blockquote><p>Отложенные ордера остаются активными и при гэпе могут исполниться по цене открытия.</p></blockquote>',
      },
      spa: {
        title: 'Horario de negociación en las fiestas de finales de diciembre',
        desc: 'La liquidez es menor en Navidad y Año Nuevo y algunos mercados cierran antes. Planifique sus operaciones con antelación.',
        content:
          '<p>Durante las fiestas muchos bancos y bolsas cierran o reducen su horario. Los pares de divisas y los metales cotizarán con un horario reducido y los diferenciales pueden ser más amplios de lo habitual.</p><p>Los horarios siguientes están en UTC. Los productos no mencionados mantienen su horario normal.</p><h3>Calendario festivo</h3><ul><li>24 de diciembre: cierre anticipado de divisas y metales a las 21:00</li><li>25 de diciembre: mercados cerrados, reapertura a las 23:00</li><li>31 de diciembre: cierre anticipado a las 21:00; 1 de enero: reapertura a las 23:00</li></ul><blockquote><p>Las órdenes pendientes siguen activas y pueden ejecutarse al precio de reapertura si el mercado abre con hueco.</p></blockquote>',
      },
      pt: {
        title: 'Horário de negociação nas festas do fim de dezembro',
        desc: 'A liquidez é menor no Natal e no Ano Novo e alguns mercados fecham mais cedo. Planeie as suas operações com antecedência.',
        content:
          '<p>Durante as festas, muitos bancos e bolsas fecham ou reduzem o horário. Os pares cambiais e os metais serão negociados num horário reduzido e os spreads podem ser mais largos do que o habitual.</p><p>Os horários abaixo estão em UTC. Os produtos não mencionados mantêm o horário normal.</p><h3>Calendário das festas</h3><ul><li>24 de dezembro: fecho antecipado de forex e metais às 21:00</li><li>25 de dezembro: mercados fechados, reabertura às 23:00</li><li>31 de dezembro: fecho antecipado às 21:00; 1 de janeiro: reabertura às 23:00</li></ul><blockquote><p>As ordens pendentes continuam ativas e podem ser executadas ao preço de reabertura se houver um gap.</p></blockquote>',
      },
      ar: {
        title: 'ساعات التداول خلال عطلات أواخر ديسمبر',
        desc: 'تنخفض السيولة حول عيد الميلاد ورأس السنة، وتُغلق بعض الأسواق مبكرًا. يرجى التخطيط لتداولاتك مسبقًا.',
        content:
          '<p>خلال العطلات تُغلق كثير من البنوك والبورصات أو تقلص ساعات عملها. سيتم تداول أزواج العملات والمعادن وفق جدول مختصر، وقد تكون الفروق السعرية أوسع من المعتاد.</p><p>المواعيد أدناه بتوقيت UTC. المنتجات غير المذكورة تتبع ساعاتها المعتادة.</p><h3>جدول العطلات</h3><ul><li>24 ديسمبر: إغلاق مبكر للفوركس والمعادن الساعة 21:00</li><li>25 ديسمبر: الأسواق مغلقة، وإعادة الفتح الساعة 23:00</li><li>31 ديسمبر: إغلاق مبكر الساعة 21:00؛ 1 يناير: إعادة الفتح الساعة 23:00</li></ul><blockquote><p>تظل الأوامر المعلقة نشطة وقد تُنفذ بسعر إعادة الفتح إذا حدثت فجوة سعرية.</p></blockquote>',
      },
      it: {
        title: 'Orari di trading per le festività di fine dicembre',
        desc: 'A Natale e Capodanno la liquidità è più bassa e alcuni mercati chiudono in anticipo. Pianifica per tempo la tua operatività.',
        content:
          '<p>Durante le festività molte banche e borse chiudono o riducono gli orari. Le coppie di valute e i metalli saranno negoziati con un orario ridotto e gli spread potrebbero essere più ampi del solito.</p><p>Gli orari indicati sono in UTC. I prodotti non menzionati seguono il normale orario.</p><h3>Calendario delle festività</h3><ul><li>24 dicembre: chiusura anticipata di forex e metalli alle 21:00</li><li>25 dicembre: mercati chiusi, riapertura alle 23:00</li><li>31 dicembre: chiusura anticipata alle 21:00; 1 gennaio: riapertura alle 23:00</li></ul><blockquote><p>Gli ordini pendenti restano attivi e possono essere eseguiti al prezzo di riapertura in caso di gap.</p></blockquote>',
      },
      tr: {
        title: 'Aralık sonu tatil dönemi işlem saatleri',
        desc: 'Noel ve yılbaşı döneminde likidite azalır, bazı piyasalar erken kapanır. Lütfen işlemlerinizi buna göre planlayın.',
        content:
          "<p>Tatil döneminde birçok banka ve borsa kapanır ya da çalışma saatlerini kısaltır. Döviz çiftleri ve metaller kısaltılmış bir takvimle işlem görecek, spreadler normalden geniş olabilir.</p><p>Aşağıdaki saatler UTC'dir. Belirtilmeyen ürünler normal saatlerinde işlem görür.</p><h3>Tatil takvimi</h3><ul><li>24 Aralık: forex ve metaller 21:00'de erken kapanış</li><li>25 Aralık: piyasalar kapalı, 23:00'te yeniden açılış</li><li>31 Aralık: 21:00'de erken kapanış; 1 Ocak: 23:00'te yeniden açılış</li></ul><blockquote><p>Bekleyen emirler geçerliliğini korur ve fiyat boşluğu olursa açılış fiyatından gerçekleşebilir.</p></blockquote>",
      },
      id: {
        title: 'Jam trading libur akhir Desember',
        desc: 'Likuiditas lebih tipis menjelang Natal dan Tahun Baru, dan beberapa pasar tutup lebih awal. Rencanakan trading Anda sejak dini.',
        content:
          '<p>Selama libur, banyak bank dan bursa tutup atau mempersingkat jam operasionalnya. Pasangan mata uang dan logam akan diperdagangkan dengan jadwal yang dipersingkat, dan spread bisa lebih lebar dari biasanya.</p><p>Waktu di bawah ini dalam UTC. Produk yang tidak disebutkan mengikuti jam normal.</p><h3>Jadwal libur</h3><ul><li>24 Desember: forex dan logam tutup lebih awal pukul 21.00</li><li>25 Desember: pasar tutup, buka kembali pukul 23.00</li><li>31 Desember: tutup lebih awal pukul 21.00; 1 Januari: buka kembali pukul 23.00</li></ul><blockquote><p>Order tertunda tetap aktif dan dapat tereksekusi pada harga pembukaan jika terjadi gap harga.</p></blockquote>',
      },
    },
  },
];
