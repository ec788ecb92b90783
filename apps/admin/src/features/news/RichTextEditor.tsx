import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useImagePicker } from '../../shared/ui/ImageUpload';
import { toast } from '../../shared/ui/toast';
import { uploadArticleImage } from './news.api';

interface EditorProps {
  value: string;
  onChange: (html: string) => void;
  /** Field label for assistive technology. */
  label: string;
}

/**
 * The article editor (Tiptap, ProseMirror underneath): headings, emphasis, lists, quotes,
 * links and uploaded images — the markup the allow-list keeps. The server cleans whatever it
 * sends anyway.
 */
export function RichTextEditor({ value, onChange, label }: EditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          defaultProtocol: 'https',
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    editorProps: {
      attributes: { class: 'rte-content', 'aria-label': label, 'data-testid': 'news-editor-content' },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    immediatelyRender: true,
  });
  return (
    <div className="rte" data-testid="news-editor">
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [linking, setLinking] = useState<string | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const image = useImagePicker(
    uploadArticleImage,
    (url) => chain().setImage({ src: url, alt: '' }).run(),
    'rte-image-file',
  );

  function applyLink() {
    const href = (linking ?? '').trim();
    if (!href) chain().extendMarkRange('link').unsetLink().run();
    else if (/^(https?:\/\/|mailto:|\/(?!\/))/i.test(href))
      chain().extendMarkRange('link').setLink({ href }).run();
    else {
      toast.error(t('news.link_invalid'));
      return;
    }
    setLinking(null);
  }

  const b = (
    key: string,
    title: string,
    active: boolean,
    run: () => void,
    content: ReactNode,
    disabled = false,
  ) => (
    <button
      type="button"
      className={`rte-btn${active ? ' active' : ''}`}
      title={title}
      // A text glyph ("H2") stays part of the name, so speech input can say what it sees.
      aria-label={typeof content === 'string' ? `${content} ${title}` : title}
      aria-pressed={active}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
      data-testid={`rte-${key}`}
    >
      {content}
    </button>
  );

  return (
    <div className="rte-toolbar" role="toolbar" aria-label={t('news.toolbar')}>
      {b('bold', t('news.tool_bold'), state.bold, () => chain().toggleBold().run(), <b>B</b>)}
      {b('italic', t('news.tool_italic'), state.italic, () => chain().toggleItalic().run(), <i>I</i>)}
      {b(
        'underline',
        t('news.tool_underline'),
        state.underline,
        () => chain().toggleUnderline().run(),
        <u>U</u>,
      )}
      {b('strike', t('news.tool_strike'), state.strike, () => chain().toggleStrike().run(), <s>S</s>)}
      <span className="rte-sep" />
      {b('h2', t('news.tool_h2'), state.h2, () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
      {b('h3', t('news.tool_h3'), state.h3, () => chain().toggleHeading({ level: 3 }).run(), 'H3')}
      {b('bullet', t('news.tool_bullet'), state.bullet, () => chain().toggleBulletList().run(), '•≡')}
      {b('ordered', t('news.tool_ordered'), state.ordered, () => chain().toggleOrderedList().run(), '1≡')}
      {b('quote', t('news.tool_quote'), state.quote, () => chain().toggleBlockquote().run(), '❝')}
      {b('hr', t('news.tool_hr'), false, () => chain().setHorizontalRule().run(), '―')}
      <span className="rte-sep" />
      {b(
        'link',
        t('news.tool_link'),
        state.link,
        () => setLinking(editor.getAttributes('link').href ?? 'https://'),
        <LinkGlyph />,
      )}
      <button
        type="button"
        className="rte-btn"
        title={t('news.tool_image')}
        aria-label={t('news.tool_image')}
        disabled={image.busy}
        onMouseDown={(e) => e.preventDefault()}
        onClick={image.pick}
        data-testid="rte-image"
      >
        {image.busy ? '…' : <ImageGlyph />}
      </button>
      {image.input}
      <span className="rte-sep" />
      {b('undo', t('news.tool_undo'), false, () => chain().undo().run(), '↶', !state.canUndo)}
      {b('redo', t('news.tool_redo'), false, () => chain().redo().run(), '↷', !state.canRedo)}
      {linking !== null ? (
        <span className="rte-link">
          <input
            className="input"
            value={linking}
            autoFocus
            onChange={(e) => setLinking(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink();
              }
              if (e.key === 'Escape') setLinking(null);
            }}
            aria-label={t('news.tool_link')}
            data-testid="rte-link-url"
          />
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={applyLink}
            data-testid="rte-link-apply"
          >
            {t('news.link_apply')}
          </button>
        </span>
      ) : null}
    </div>
  );
}

const glyph = {
  width: 16,
  height: 16,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
} as const;

function LinkGlyph() {
  return (
    <svg {...glyph} aria-hidden>
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </svg>
  );
}

function ImageGlyph() {
  return (
    <svg {...glyph} aria-hidden>
      <path d="M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6" />
      <circle cx="16" cy="9" r="1.5" />
    </svg>
  );
}
