/// Chinese words the wrapper keeps on one line: the words of the interface's string table and
/// the scenes' Chinese summaries (a two- to four-character word is never broken across lines).
///
/// Where a line may break is ICU's call (UAX #14, ``UnicodeLineBreaks``), and UAX #14 lets a line
/// break between any two Chinese characters, inside words too (视|图). ICU's dictionary word
/// boundaries (UBRK_WORD, zh) do not fix that for this text: measured over the string tables,
/// the Swift sources and the scenes, they still split 1,309 occurrences of 120 of the course's
/// words (点|击, 拖|动, 响应|者, 子|视图). So inside a run of Chinese characters a break ICU allows
/// stays only between the pieces this segmenter makes: words of the list first, longest match
/// first, and a general rule for the characters no word covers (below).
enum ChineseWords {
    /// The longest word in the list, in characters.
    static let maxLength = 5

    static let words: Set<String> = [
        // Views, touches and the chain.
        "视图", "子视图", "父视图", "视图树", "命中视图", "根视图", "触摸", "响应者", "响应者链", "响应链", "下一响应者",
        "第一响应者", "手指", "手势", "识别器", "手势识别器", "按钮", "窗口", "控件", "控制器", "视图控制器", "应用",
        "代理", "事件", "事件日志", "日志", "面板", "场景", "场景文件", "文件", "区域", "点击区域", "死区", "命中",
        "在内", "在外", "边缘", "边界", "坐标", "矩形", "圆形", "屏幕", "标签", "图片", "图像", "照片", "卡片", "列表",
        "盒子", "气泡", "头像", "徽章", "横条", "贴纸", "便签", "滑块", "开关", "分段", "输入", "动作", "目标", "方法",
        "层级", "提示框", "提示", "弹窗", "滚动", "滚动视图", "内容", "偏移", "工具栏", "标签栏", "导航栏",
        // What happens.
        "点击", "点按", "双击", "长按", "轻扫", "拖动", "移动", "捏合", "缩放", "旋转", "抬起", "按下", "按住",
        "处理", "转发", "丢弃", "返回", "收到", "接收", "送达", "发送", "传递", "取消", "失败", "成功", "识别",
        "开始", "结束", "继续", "等待", "跟踪", "追踪", "重写", "实现", "调用", "覆盖", "裁剪", "隐藏", "显示",
        "交互", "关闭", "打开", "启用", "禁用", "选中", "选择", "检查", "查找", "折叠", "展开", "清除", "保留",
        "保存", "加载", "重新", "重新加载", "撤销", "重放", "回放", "播放", "导出", "切换", "单步", "跳过", "高亮",
        "询问", "忽略", "允许", "需要", "包含", "扩大", "修复", "触发", "胜出", "胜过", "决定", "到达", "落在",
        "穿透", "重叠", "突出", "超出", "测试", "命中测试", "帮助", "快速", "立即", "循环", "换算", "改动",
        // Small words.
        "一个", "两个", "三个", "没有", "自己", "它的", "不会", "不是", "所以", "因为", "然后", "之前", "之后",
        "之外", "以内", "上面", "下面", "上方", "下方", "左边", "右边", "左上", "前面", "后面", "中间", "里面",
        "这里", "那里", "这个", "这次", "每次", "每个", "所有", "任何", "只有", "只要", "永远", "已经", "可能",
        "可以", "仍然", "同样", "相同", "直接", "根本", "最后", "最前", "第一", "第二", "一次", "部分", "默认",
        "普通", "于是", "但是", "而且", "或者", "如果", "假如", "虽然", "也不", "都是", "什么", "问题", "工作",
        "方向", "位置", "大小", "颜色", "白色", "蓝色", "黄色", "橙色", "绿色", "紫色", "红色", "灰色", "透明",
        "苹果", "空白", "看到", "看得见", "一下", "一根", "两根", "加上", "依然", "照常", "从不", "向上", "向下",
        "最多", "秒钟", "数量", "次数", "状态", "原因", "结果", "改变", "变化", "英文", "中文", "语言",
        // Words the scenes' summaries and captions use (issue 12's review found each split).
        "收不到", "接不到", "拿不到", "最大", "最小", "背景", "先问", "文章", "第二次", "第一次", "最上面", "最下面",
        "说了", "不包含", "两下", "那样", "这样", "怎样", "对比", "叠加", "叠加层", "移除", "转动", "用户", "处于",
        "左边缘", "右边缘", "出现", "随之", "消失", "选项", "张开", "两件事", "事情", "键盘", "文本框", "输入框",
        "半透明", "办法", "标志", "购买", "整个", "一样", "还是", "只是", "就是", "不能", "不再", "不用",
        "能够", "应该", "必须", "因此", "例如", "比如", "同时", "一起", "分别", "各自", "其他", "另一个", "别的",
        "时候", "时间", "距离", "速度", "手机", "系统", "页面", "翻页", "减速", "回弹", "甩动", "拖动中", "橡皮筋",
        "动画", "模型", "画面", "绘制", "图层", "表格", "单元格", "分区", "地图", "缩略图", "相册", "按住不放",
        // Words made with a character of ``startsPhrase`` (a verb with 给, 在 as "now", 而 as "but"):
        // the general rule would break before that character (事件交|给), so they are listed.
        "交给", "传给", "送给", "递给", "留给", "发给", "还给", "分给", "现在", "正在", "存在", "所在",
        "实在", "从来", "从而", "然而", "因而", "进而", "并且", "不但", "也是", "再次", "即使", "随即",
        "一再", "刚才", "自从", "一向", "指向", "转向", "朝向", "横向", "纵向", "合并", "一并",
        // 上/下 as "previous/next" before a numeral and a measure word (问|下一个, not 问下|一个).
        "下一个", "上一个", "下一次", "上一次", "下一步", "上一步", "下一页", "上一页", "下一张",
        // Words the scenes use that the general rule would pair wrongly (各|边, 空白|处).
        "各边", "各处", "各种", "各个", "空白处", "内缩", "到处", "此处", "这时", "那时",
        // Keys named in the hints (a key whose character is punctuation goes by its name).
        "逗号键", "句号键", "斜杠键", "后退", "前进", "退出", "下一类",
        // Found split by the Chinese audit of every scene (11 at 1920 x 1080: 代|码).
        "代码", "文档", "原点", "这段", "吸附", "集合", "集合视图", "表格视图",
    ]

    /// Characters that end a phrase (particles): a line may break after them, and they never
    /// start a line (的, 了, 着 stay with the word before them).
    static let endsPhrase: Set<Character> = Set("的了着过地得们吗呢吧啊")
    /// Characters that start a phrase (prepositions, conjunctions, adverbs, the negation 不): a
    /// line may break before them, and they stay with the word after them (卡片|不裁剪).
    static let startsPhrase: Set<Character> = Set("在和与及或把被从向给让也都就才又还而但并再即若不")
    /// Determiners and numerals: they belong to the character after them (各|边, 每|个, 三|次
    /// never split), so a piece never ends with one while another piece follows.
    static let determiners: Set<Character> = Set("各每这那哪某几第一二两三四五六七八九十百千万")
    /// Measure words (classifiers): they belong to the numeral or determiner before them.
    static let measureWords: Set<Character> = Set("个只张条根次下件位种块层段步页格行列份遍秒")
    /// Units a number names besides the measure words (points, times, minutes, metres, years):
    /// a number keeps them on its line (外 10 点, ``TextLayout/keepsNumeral(_:_:)``).
    static let numberUnits: Set<Character> = Set("点倍分米岁年月日")
    /// Suffixes that make a word of the word before them (空白|处 → 空白处, 减速|时 → 减速时): they
    /// never start a piece of their own.
    static let suffixes: Set<Character> = Set("处者性时")
    /// The longest token the general rule makes by joining characters no listed word covers.
    static let maxJoined = 4

    /// `run` (Chinese characters only) split into the pieces a line may break between.
    ///
    /// Words of the list first, longest match first. The characters no listed word covers are
    /// grouped by a general rule, so text outside the list (a new scene's summary) is not broken
    /// inside a word either: a run of such characters is cut after a particle (``endsPhrase``)
    /// and before a preposition or conjunction (``startsPhrase``); the pieces keep their
    /// characters together (two to ``maxJoined``; a longer piece in pairs); a single character
    /// left over joins the word before it (最前|面 → 最前面), else the one after it. Chinese words
    /// are mostly two characters long, so keeping pairs together avoids most bad breaks, and a
    /// break after a particle or before a preposition is where a Chinese reader expects one.
    static func segment(_ run: [Character]) -> [String] {
        // 1. Listed words, longest match first; nil marks a character no word covers.
        var pieces: [(text: String, listed: Bool)] = []
        var i = 0
        while i < run.count {
            var length = 1
            for n in stride(from: min(maxLength, run.count - i), through: 2, by: -1) where words.contains(String(run[i..<(i + n)])) {
                length = n
                break
            }
            pieces.append((String(run[i..<(i + length)]), length > 1))
            i += length
        }
        // 2. The uncovered characters, cut at particles and prepositions, grouped.
        var out: [String] = []
        var loose: [Character] = []
        var lastWasListed = false
        func flushLoose(atEnd: Bool = false) {
            guard !loose.isEmpty else { return }
            var chunks: [[Character]] = []
            var current: [Character] = []
            for ch in loose {
                if startsPhrase.contains(ch), !current.isEmpty { chunks.append(current); current = [] }
                // A suffix right after a word (空白|处): a piece of its own, joined to that word below.
                if suffixes.contains(ch), current.isEmpty, !out.isEmpty || !chunks.isEmpty { chunks.append([ch]); continue }
                current.append(ch)
                if endsPhrase.contains(ch) { chunks.append(current); current = [] }
            }
            if !current.isEmpty { chunks.append(current) }
            for (k, chunk) in chunks.enumerated() {
                if k == 0, let last = out.last, let end = last.last, let first = chunk.first,
                   words.contains(String([end, first])), last.count + chunk.count <= maxJoined + 2 {
                    // Listed words that overlap (最前 and 前面 in 最前面的): the word before keeps
                    // the characters after it.
                    out[out.count - 1] = last + String(chunk)
                } else if chunk.count == 1, let ch = chunk.first, !startsPhrase.contains(ch) || (atEnd && k == chunks.count - 1),
                   let last = out.last, last.count < maxJoined + 1 {
                    // A lone character: with the word before it (说了|不 at the run's end; a
                    // phrase's first character before more text starts the next piece instead).
                    out[out.count - 1] = last + String(ch)
                } else if chunk.count <= maxJoined {
                    out.append(String(chunk))
                } else {
                    // A long run: pairs (a trailing three keeps its last character company).
                    var k = 0
                    while k < chunk.count {
                        let n = chunk.count - k == 3 ? 3 : min(2, chunk.count - k)
                        out.append(String(chunk[k..<(k + n)]))
                        k += n
                    }
                }
            }
            loose = []
        }
        for piece in pieces {
            if piece.listed {
                flushLoose()
                // A particle run "的" before a listed word stays alone; a lone character before
                // a listed word joined it above only when something preceded it.
                if let last = out.last, last.count == 1, let ch = last.first,
                   startsPhrase.contains(ch) && !lastWasListed {
                    out[out.count - 1] = last + piece.text
                } else {
                    out.append(piece.text)
                }
                lastWasListed = true
            } else {
                loose.append(contentsOf: piece.text)
                lastWasListed = false
            }
        }
        flushLoose(atEnd: true)
        // A determiner or numeral stays with what follows it (和各|边内缩 → 和各边内缩); a measure
        // word or a suffix stays with what precedes it when that is a numeral or any word.
        var merged: [String] = []
        for piece in out {
            if let last = merged.last, let end = last.last, let first = piece.first,
               determiners.contains(end) && !words.contains(last) && !(startsPhrase.contains(first))
                || (measureWords.contains(first) && determiners.contains(end) && !words.contains(piece))
                || (suffixes.contains(first) && piece.count == 1) {
                merged[merged.count - 1] = last + piece
            } else {
                merged.append(piece)
            }
        }
        out = merged
        // A lone first character (nothing before it to join) joins the piece after it.
        if out.count > 1, out[0].count == 1, let ch = out[0].first, !endsPhrase.contains(ch) {
            out[1] = out[0] + out[1]
            out.removeFirst()
        }
        return out
    }
}
